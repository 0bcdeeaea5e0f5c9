import { ArrowRight, Inbox } from "lucide-react";
import { useSearchParams } from "react-router";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./overview-unread.module.css";
import { useUnreadCount } from "./use-unread-count.ts";

/** Overview's line about the inbox: how many messages wait unread, and a way to them. */
export function OverviewUnread() {
  const unread = useUnreadCount();
  const [, setSearchParams] = useSearchParams();
  if (unread === undefined) return null;
  const label = unread === 0 ? "No unread messages" : `${unread} unread message${unread === 1 ? "" : "s"}`;
  return (
    <section
      className={`${surfaces.card} ${styles.card} ${unread > 0 ? styles.hasUnread : ""}`}
      aria-label="Messages"
    >
      <span className={`${surfaces.iconTile} ${styles.icon}`} aria-hidden="true">
        <Inbox />
        {unread > 0 && <span className={styles.dot} />}
      </span>
      <div className={styles.text}>
        <strong data-testid="overview-unread">{label}</strong>
        <span>
          {unread === 0 ? "Your inbox is all caught up." : "Visitors wrote through the contact form."}
        </span>
      </div>
      <button type="button" className={styles.open} onClick={() => setSearchParams({ tab: "messages" })}>
        Open Messages <ArrowRight aria-hidden="true" />
      </button>
    </section>
  );
}
