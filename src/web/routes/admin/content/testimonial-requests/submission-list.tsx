import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import type { TestimonialSubmission } from "#shared/testimonial-requests/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { ApproveDialog, EditSubmissionDialog } from "./submission-dialogs.tsx";
import styles from "./testimonial-requests.module.css";
import { useDecideSubmission } from "./testimonial-requests-api.ts";

/** The testimonials clients sent, each with Edit, Approve and Reject. */
export function SubmissionList({
  submissions,
  entries,
}: {
  submissions: readonly TestimonialSubmission[];
  entries: readonly string[];
}) {
  const decide = useDecideSubmission();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<TestimonialSubmission | null>(null);
  const [approving, setApproving] = useState<TestimonialSubmission | null>(null);

  const reject = async (submission: TestimonialSubmission) => {
    const ok = await confirm({
      title: "Reject testimonial",
      message: `The testimonial from ${submission.name} will not be published, and its photo is deleted.`,
      confirmLabel: "Reject",
    });
    if (!ok) return;
    decide.mutate(
      { id: submission.id, decision: "reject" },
      {
        onSuccess: () => toast.success("Testimonial rejected"),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  if (submissions.length === 0)
    return (
      <p className={styles.empty}>No testimonials are waiting. New ones appear here for you to review.</p>
    );
  return (
    <>
      <ul className={styles.list} aria-label="Testimonials waiting for review">
        {submissions.map((submission) => (
          <li key={submission.id} className={styles.submission} data-testid="pending-testimonial">
            {submission.photo ? (
              <img className={styles.photo} src={submission.photo} alt="" width={56} height={56} />
            ) : (
              <span className={styles.photo} aria-hidden="true" />
            )}
            <div>
              <p className={styles.who} dir="auto">
                {submission.name}
              </p>
              <p className={styles.meta} dir="auto">
                {[submission.role, submission.company].filter(Boolean).join(", ") ||
                  "No role or company given"}
              </p>
              <p className={styles.meta}>
                <span className={styles.stars} aria-hidden="true">
                  {"★".repeat(submission.rating)}
                </span>{" "}
                {submission.rating} of 5 · via the link for {submission.clientName} ·{" "}
                {new Date(submission.createdAt).toLocaleDateString()}
              </p>
            </div>
            <blockquote className={styles.quote} dir="auto">
              {submission.text}
            </blockquote>
            <div className={styles.actions}>
              <Button
                size="small"
                onClick={() => setEditing(submission)}
                aria-label={`Edit the testimonial from ${submission.name}`}
              >
                <Pencil /> Edit
              </Button>
              <Button
                size="small"
                variant="success"
                onClick={() => setApproving(submission)}
                aria-label={`Approve the testimonial from ${submission.name}`}
              >
                <Check /> Approve
              </Button>
              <Button
                size="small"
                variant="danger"
                onClick={() => void reject(submission)}
                aria-label={`Reject the testimonial from ${submission.name}`}
              >
                <X /> Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? <EditSubmissionDialog submission={editing} onClose={() => setEditing(null)} /> : null}
      {approving ? (
        <ApproveDialog submission={approving} entries={entries} onClose={() => setApproving(null)} />
      ) : null}
      {dialog}
    </>
  );
}
