import styles from "./messages-badge.module.css";
import { useFeedbackStream } from "./use-feedback-stream.ts";
import { useUnreadCount } from "./use-unread-count.ts";

/**
 * The Messages tab's sidebar badge: the unread count. The sidebar is always mounted while the
 * dashboard is open, so this is also where the live stream lives — any tab hears new messages.
 */
export function MessagesBadge() {
  useFeedbackStream();
  const unread = useUnreadCount();
  if (!unread) return null;
  return (
    <span className={styles.badge} data-testid="messages-unread-badge">
      {unread > 99 ? "99+" : unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
