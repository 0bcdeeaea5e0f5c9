import toast from "react-hot-toast";
import type { TestimonialRequestState } from "#shared/testimonial-requests/rules.ts";
import type { TestimonialRequest } from "#shared/testimonial-requests/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./testimonial-requests.module.css";
import { useRevokeRequest } from "./testimonial-requests-api.ts";

const states: Record<TestimonialRequestState, { label: string; tone: string | undefined }> = {
  open: { label: "Open", tone: surfaces.accent },
  used: { label: "Used", tone: surfaces.success },
  expired: { label: "Expired", tone: surfaces.muted },
  revoked: { label: "Revoked", tone: surfaces.danger },
};

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** Every request with where it stands, newest first; an open one can be revoked. */
export function RequestList({ requests }: { requests: readonly TestimonialRequest[] }) {
  const revoke = useRevokeRequest();
  const { confirm, dialog } = useConfirm();

  const revokeRequest = async (request: TestimonialRequest) => {
    const ok = await confirm({
      title: "Revoke link",
      message: `The link for ${request.clientName} stops working at once. This cannot be undone; you can make a new one.`,
      confirmLabel: "Revoke",
    });
    if (!ok) return;
    revoke.mutate(request.id, {
      onSuccess: () => toast.success(`The link for ${request.clientName} is revoked`),
      onError: (error) => toast.error(error.message),
    });
  };

  if (requests.length === 0)
    return (
      <p className={styles.empty}>No requests yet. Ask a client for a testimonial to get a link to send.</p>
    );
  return (
    <>
      <ul className={styles.list} aria-label="Testimonial requests">
        {requests.map((request) => {
          const state = states[request.state];
          return (
            <li key={request.id} className={styles.request} data-testid="testimonial-request">
              <div className={styles.requestText}>
                <p className={styles.who} dir="auto">
                  {request.clientName}
                </p>
                <p className={styles.meta}>
                  Made {day(request.createdAt)} · {request.singleUse ? "single use" : "several uses"} ·{" "}
                  {request.state === "expired" ? "expired" : "expires"} {day(request.expiresAt)}
                </p>
              </div>
              <div className={styles.requestEnd}>
                <span className={`${surfaces.pill} ${state.tone ?? ""} ${styles.state}`}>{state.label}</span>
                {request.state === "open" ? (
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => void revokeRequest(request)}
                    aria-label={`Revoke the link for ${request.clientName}`}
                  >
                    Revoke
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
