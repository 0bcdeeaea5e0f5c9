import { useQueryClient } from "@tanstack/react-query";
import { Mail, RotateCw, X } from "lucide-react";
import toast from "react-hot-toast";
import type { Role } from "#shared/auth/rules.ts";
import { roleLabels } from "#shared/users/rules.ts";
import { Button } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { undoToast } from "#web/routes/admin/components/undo-toast.tsx";
import { useRestoreFromTrash } from "#web/routes/admin/trash/trash-api.ts";
import { failure } from "./user-options.ts";
import styles from "./users.module.css";
import { useResendInvitation, useRevokeInvitation, usersQueryKey } from "./users-api.ts";

/** A pending invitation: resend or revoke it. */
export function InvitationRow({
  id,
  email,
  role,
  expiresAt,
  invitedBy,
}: {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  invitedBy: string;
}) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const restore = useRestoreFromTrash();
  const client = useQueryClient();
  return (
    <li className={styles.row} data-testid="invitation-row">
      <span className={`${styles.avatar} ${styles.avatarPending}`} aria-hidden="true">
        <Mail />
      </span>
      <span className={styles.who}>
        <span className={styles.name}>{email}</span>
        <span className={styles.meta}>
          <span className={`${styles.badge} ${surfaces.pill} ${surfaces.muted}`}>{roleLabels[role]}</span>
          <span>
            Invited by {invitedBy} · expires {new Date(expiresAt).toLocaleDateString()}
          </span>
        </span>
      </span>
      <span className={styles.controls}>
        <Button
          size="small"
          variant="ghost"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(id, {
              onSuccess: () => toast.success(`A new link was sent to ${email}`),
              onError: (error) => toast.error(failure(error, "The invitation could not be sent.")),
            })
          }
        >
          <RotateCw aria-hidden="true" /> Resend
        </Button>
        <Button
          size="small"
          variant="danger"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(id, {
              // It waits in the Trash until it would have expired; Undo makes the same link work again.
              // The row is gone once the toast shows: the Undo's own outcome is told with the promise.
              onSuccess: () =>
                undoToast(`The invitation for ${email} was revoked`, () =>
                  restore.mutateAsync({ kind: "invitation", id }).then(
                    () => {
                      void client.invalidateQueries({ queryKey: usersQueryKey });
                      toast.success(`The invitation for ${email} works again`);
                    },
                    (error: Error) =>
                      void toast.error(failure(error, "The invitation could not be restored.")),
                  ),
                ),
              onError: (error) => toast.error(failure(error, "The invitation could not be revoked.")),
            })
          }
        >
          <X aria-hidden="true" /> Revoke
        </Button>
      </span>
    </li>
  );
}
