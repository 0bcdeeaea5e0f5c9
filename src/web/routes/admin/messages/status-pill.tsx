import type { FeedbackStatus } from "#shared/feedback/schema.ts";
import styles from "./messages.module.css";

const labels: Record<FeedbackStatus, string> = {
  new: "New",
  read: "Read",
  archived: "Archived",
  spam: "Spam",
};

export function StatusPill({ status }: { status: FeedbackStatus }) {
  return <span className={`${styles.pill} ${styles[`pill_${status}`] ?? ""}`}>{labels[status]}</span>;
}
