import { CornerUpLeft } from "lucide-react";
import type { FeedbackMessage } from "#shared/feedback/schema.ts";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import styles from "./messages.module.css";
import { StatusPill } from "./status-pill.tsx";

/** More messages than shown: how many, whether they are on their way, and how to ask for them. */
export interface MoreMessages {
  remaining: number;
  loading: boolean;
  load: () => void;
}

export function MessageList({
  items,
  selectedId,
  onOpen,
  more,
}: {
  items: FeedbackMessage[];
  selectedId: string | null;
  onOpen: (message: FeedbackMessage) => void;
  more?: MoreMessages;
}) {
  return (
    <>
      <MessageItems items={items} selectedId={selectedId} onOpen={onOpen} />
      {more && (
        <div className={styles.loadMore}>
          <button type="button" onClick={more.load} disabled={more.loading} aria-busy={more.loading}>
            {more.loading ? "Loading..." : "Load more"}
          </button>
          <span>
            {items.length} shown · {more.remaining} more
          </span>
        </div>
      )}
    </>
  );
}

function MessageItems({
  items,
  selectedId,
  onOpen,
}: {
  items: FeedbackMessage[];
  selectedId: string | null;
  onOpen: (message: FeedbackMessage) => void;
}) {
  return (
    <ul className={styles.list} aria-label="Messages">
      {items.map((message) => {
        const unread = message.status === "new";
        return (
          <li key={message.id}>
            <button
              type="button"
              className={`${styles.item} ${unread ? styles.unread : ""} ${message.id === selectedId ? styles.selected : ""}`}
              aria-current={message.id === selectedId ? "true" : undefined}
              onClick={() => onOpen(message)}
              data-testid="message-item"
              data-status={message.status}
            >
              <span className={styles.avatar} aria-hidden="true">
                {message.user_name.trim().charAt(0).toUpperCase() || "?"}
              </span>
              <span className={styles.itemBody}>
                <span className={styles.itemTop}>
                  <span className={styles.itemName}>
                    {/* The dot's place is kept when read, so opening a row does not shift its text. */}
                    <span
                      className={`${styles.unreadDot} ${unread ? "" : styles.dotRead}`}
                      aria-hidden="true"
                    />
                    {unread && <span className="visually-hidden">Unread: </span>}
                    <span className={styles.itemNameText} title={message.user_name}>
                      {message.user_name || "No name given"}
                    </span>
                  </span>
                  <time className={styles.itemTime} dateTime={message.createdAt}>
                    {relativeTime(message.createdAt)}
                  </time>
                </span>
                <span className={styles.itemEmail} title={message.user_email}>
                  {message.user_email}
                </span>
                <span className={styles.itemPreview}>{message.message}</span>
                {(message.repliedAt || (message.status !== "new" && message.status !== "read")) && (
                  <span className={styles.itemTags}>
                    {message.repliedAt && (
                      <span className={styles.replied} data-testid="replied-tag">
                        <CornerUpLeft aria-hidden="true" /> Replied
                      </span>
                    )}
                    {message.status !== "new" && message.status !== "read" && (
                      <StatusPill status={message.status} />
                    )}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
