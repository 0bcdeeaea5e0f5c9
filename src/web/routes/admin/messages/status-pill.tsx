import type { FeedbackStatus } from "#shared/feedback/schema.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./messages.module.css";

/** Each folder's colour. */
const tones: Record<FeedbackStatus, string | undefined> = {
  new: surfaces.accent,
  read: surfaces.success,
  archived: surfaces.warning,
  spam: surfaces.danger,
};

const labels: Record<FeedbackStatus, string> = {
  new: "New",
  read: "Read",
  archived: "Archived",
  spam: "Spam",
};

export function StatusPill({ status }: { status: FeedbackStatus }) {
  return (
    <span className={`${surfaces.pill} ${tones[status] ?? surfaces.muted} ${styles.pill}`}>
      {labels[status]}
    </span>
  );
}
