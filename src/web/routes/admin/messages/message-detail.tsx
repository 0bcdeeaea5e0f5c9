import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Mail,
  MailOpen,
  Phone,
  Reply,
  ShieldAlert,
  ShieldCheck,
  Trash2,
} from "lucide-react";
import type { FeedbackMessage, FeedbackStatus } from "#shared/feedback/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import styles from "./messages.module.css";
import { StatusPill } from "./status-pill.tsx";

const spamReasons = {
  honeypot: "It filled in a field people never see.",
  fill_time: "The form was sent faster than a person can type it.",
  owner: "You marked it as spam.",
} as const;

/** A mailto: link that answers the visitor, quoting the start of their message. */
export function replyHref(message: FeedbackMessage): string {
  const quoted = message.message
    .slice(0, 1200)
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hi ${message.user_name},\n\n\n\n${quoted}`;
  return `mailto:${encodeURIComponent(message.user_email)}?subject=${encodeURIComponent(
    "Re: your message on my portfolio",
  )}&body=${encodeURIComponent(body)}`;
}

export function MessageDetail({
  message,
  busy,
  onStatus,
  onDelete,
  onBack,
}: {
  message: FeedbackMessage;
  busy: boolean;
  onStatus: (status: FeedbackStatus) => void;
  onDelete: () => void;
  onBack: () => void;
}) {
  const received = new Date(message.createdAt);
  return (
    <article className={styles.detail} aria-labelledby="message-detail-name" data-testid="message-detail">
      <button type="button" className={styles.back} onClick={onBack}>
        <ArrowLeft aria-hidden="true" /> All messages
      </button>
      <header className={styles.detailHeader}>
        <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
          {message.user_name.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <div className={styles.detailWho}>
          <h3 id="message-detail-name">{message.user_name}</h3>
          <div className={styles.detailMeta}>
            <a href={`mailto:${message.user_email}`}>
              <Mail aria-hidden="true" /> {message.user_email}
            </a>
            <a href={`tel:${message.user_number.replace(/[^\d+]/g, "")}`}>
              <Phone aria-hidden="true" /> {message.user_number}
            </a>
          </div>
        </div>
        <div className={styles.detailWhen}>
          <StatusPill status={message.status} />
          <time dateTime={message.createdAt} title={received.toLocaleString()}>
            {received.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
            {relativeTime(message.createdAt)}
          </time>
        </div>
      </header>

      {message.status === "spam" && message.spamReason && (
        <p className={styles.spamNote}>
          <ShieldAlert aria-hidden="true" /> In spam: {spamReasons[message.spamReason]} It was not e-mailed to
          you.
        </p>
      )}

      <div className={styles.body}>{message.message}</div>

      <div className={styles.detailActions}>
        <a className={styles.replyLink} href={replyHref(message)}>
          <Reply aria-hidden="true" /> Reply
        </a>
        {message.status === "archived" ? (
          <Button disabled={busy} onClick={() => onStatus("read")}>
            <ArchiveRestore aria-hidden="true" /> Move to inbox
          </Button>
        ) : (
          message.status !== "spam" && (
            <Button disabled={busy} onClick={() => onStatus("archived")}>
              <Archive aria-hidden="true" /> Archive
            </Button>
          )
        )}
        {message.status === "spam" ? (
          <Button disabled={busy} onClick={() => onStatus("read")}>
            <ShieldCheck aria-hidden="true" /> Not spam
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => onStatus("spam")}>
            <ShieldAlert aria-hidden="true" /> Spam
          </Button>
        )}
        {message.status === "read" && (
          <Button variant="ghost" disabled={busy} onClick={() => onStatus("new")}>
            <MailOpen aria-hidden="true" /> Mark unread
          </Button>
        )}
        <Button variant="danger" disabled={busy} onClick={onDelete} className={styles.deleteButton}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </article>
  );
}
