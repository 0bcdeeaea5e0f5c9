import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Mail,
  MailOpen,
  Phone,
  Reply,
  Send,
  ShieldAlert,
  ShieldCheck,
  Trash2,
} from "lucide-react";
import { type RefObject, useId, useRef } from "react";
import toast from "react-hot-toast";
import { feedbackLimits } from "#shared/feedback/rules.ts";
import type { FeedbackMessage, FeedbackStatus } from "#shared/feedback/schema.ts";
import { useDraft } from "#web/lib/use-draft.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import styles from "./messages.module.css";
import { feedbackKeys, messagesApi, refreshMessages } from "./messages-api.ts";
import { StatusPill } from "./status-pill.tsx";

const spamReasons = {
  honeypot: "It filled in a field people never see.",
  fill_time: "The form was sent faster than a person can type it.",
  links: "It is mostly links, or repeats one link.",
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
  const composer = useRef<HTMLTextAreaElement>(null);
  return (
    <article className={styles.detail} aria-labelledby="message-detail-name" data-testid="message-detail">
      {/* The actions sit at the top, above however long the message is. */}
      <div className={styles.detailToolbar} role="toolbar" aria-label="Message actions">
        <button type="button" className={styles.back} onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> All messages
        </button>
        {message.user_email && (
          <Button variant="primary" size="small" onClick={() => composer.current?.focus()}>
            <Reply aria-hidden="true" /> Reply
          </Button>
        )}
        {message.status === "archived" ? (
          <Button size="small" disabled={busy} onClick={() => onStatus("read")}>
            <ArchiveRestore aria-hidden="true" /> Move to inbox
          </Button>
        ) : (
          message.status !== "spam" && (
            <Button size="small" disabled={busy} onClick={() => onStatus("archived")}>
              <Archive aria-hidden="true" /> Archive
            </Button>
          )
        )}
        {message.status === "spam" ? (
          <Button size="small" disabled={busy} onClick={() => onStatus("read")}>
            <ShieldCheck aria-hidden="true" /> Not spam
          </Button>
        ) : (
          <Button size="small" disabled={busy} onClick={() => onStatus("spam")}>
            <ShieldAlert aria-hidden="true" /> Spam
          </Button>
        )}
        {message.status === "read" && (
          <Button variant="ghost" size="small" disabled={busy} onClick={() => onStatus("new")}>
            <MailOpen aria-hidden="true" /> Mark unread
          </Button>
        )}
        <Button
          variant="danger"
          size="small"
          disabled={busy}
          onClick={onDelete}
          className={styles.deleteButton}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>

      <div className={styles.detailScroll}>
        <header className={styles.detailHeader}>
          <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
            {message.user_name.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <div className={styles.detailWho}>
            <h3 id="message-detail-name">{message.user_name || "No name given"}</h3>
            <div className={styles.detailMeta}>
              {message.user_email && (
                <a href={`mailto:${message.user_email}`}>
                  <Mail aria-hidden="true" /> <span>{message.user_email}</span>
                </a>
              )}
              {message.user_number && (
                <a href={`tel:${message.user_number.replace(/[^\d+]/g, "")}`}>
                  <Phone aria-hidden="true" /> {message.user_number}
                </a>
              )}
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
            <ShieldAlert aria-hidden="true" /> In spam: {spamReasons[message.spamReason]} It was not e-mailed
            to you.
          </p>
        )}

        <div className={styles.body}>{message.message}</div>

        <ReplyHistory message={message} />
        {message.user_email ? (
          <ReplyComposer message={message} textarea={composer} />
        ) : (
          <p className={styles.spamNote}>No e-mail address was given, so there is no reply from here.</p>
        )}
      </div>
    </article>
  );
}

/** The owner's replies to this message, oldest first. */
function ReplyHistory({ message }: { message: FeedbackMessage }) {
  const replies = useQuery({
    queryKey: feedbackKeys.replies(message.id),
    queryFn: () => messagesApi.replies(message.id),
    enabled: message.repliedAt !== null,
  });
  const items = replies.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.history} aria-label="Your replies" data-testid="reply-history">
      <h4>Your replies</h4>
      <ol>
        {items.map((reply) => (
          <li key={reply.id}>
            <p className={styles.historyMeta}>
              You replied {relativeTime(reply.createdAt)} ·{" "}
              <time dateTime={reply.createdAt}>
                {new Date(reply.createdAt).toLocaleString(undefined, {
                  dateStyle: "medium",
                  timeStyle: "short",
                })}
              </time>
            </p>
            <div className={styles.historyText}>{reply.text}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Writing a reply in the admin: sent through Folio's mail (Reply-To the owner's contact e-mail, the
 * message quoted below it). The words written so far are a draft that survives an outage or a reload.
 */
function ReplyComposer({
  message,
  textarea,
}: {
  message: FeedbackMessage;
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const client = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useDraft<string>(`reply:${message.id}`);
  const text = draft ?? "";
  const send = useMutation({
    mutationFn: () => messagesApi.reply(message.id, text),
    onSuccess: () => {
      setDraft(null);
      toast.success(`Reply sent to ${message.user_name}`);
    },
    onError: (error) => toast.error(`Your reply was not sent. ${error.message}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: feedbackKeys.replies(message.id) });
      void refreshMessages(client);
    },
  });
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && !send.isPending) send.mutate();
      }}
    >
      <label htmlFor={id}>Reply to {message.user_name}</label>
      <textarea
        id={id}
        ref={textarea}
        rows={5}
        dir="auto"
        value={text}
        maxLength={feedbackLimits.replyMax}
        placeholder={`Hi ${message.user_name.split(/\s+/)[0] ?? ""},`}
        onChange={(event) => setDraft(event.target.value === "" ? null : event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.composerHint}>
        Sent from Folio to {message.user_email}; their answer comes back to your contact e-mail. Their message
        is quoted below yours.
      </p>
      <div className={styles.composerActions}>
        <Button type="submit" variant="primary" disabled={!text.trim() || send.isPending}>
          <Send aria-hidden="true" /> {send.isPending ? "Sending..." : "Send reply"}
        </Button>
        <a className={styles.mailtoLink} href={replyHref(message)}>
          <Reply aria-hidden="true" /> Reply from your mail app
        </a>
      </div>
    </form>
  );
}
