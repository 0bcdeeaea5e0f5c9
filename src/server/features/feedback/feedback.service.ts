import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { conflict, forbidden, invalid, notFound } from "#server/errors.ts";
import type { AnalyticsService } from "#server/features/analytics/analytics.service.ts";
import type { OwnerService } from "#server/features/auth/owner.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { checkFeedback, cleanFeedback, pickFeedbackTexts } from "#shared/feedback/check.ts";
import { deletedMessageGraceMs } from "#shared/feedback/rules.ts";
import type {
  FeedbackCounts,
  FeedbackList,
  FeedbackMessage,
  FeedbackReply,
  FeedbackStatus,
  FeedbackSubmission,
} from "#shared/feedback/schema.ts";
import { resolveSectionContent } from "#shared/sections/normalize.ts";
import type { FeedbackFilter } from "./feedback.repository.ts";
import * as repo from "./feedback.repository.ts";
import { decodeCursor, encodeCursor } from "./feedback-cursor.ts";
import { FeedbackEvents } from "./feedback-events.ts";
import { type MailContext, ownerNotification, ownerReply, visitorConfirmation } from "./feedback-mail.ts";
import { spamVerdict } from "./feedback-spam.ts";
import { findMailContext } from "./mail-context.ts";

export interface FeedbackServiceDeps {
  db: Kysely<DB>;
  /** Where a new message's notification goes when the site names no contact e-mail. */
  owners: Pick<OwnerService, "findOwner">;
  /** The contact e-mail and the author's name the mails use, and the owner's texts for field errors. */
  siteConfig: Pick<SiteConfigService, "get">;
  /** The published Contact section, whose form settings say which fields are required. */
  sections: Pick<SectionsService, "listPublished">;
  /** Counts a stored, non-spam message as a contact conversion. */
  analytics?: Pick<AnalyticsService, "recordContact">;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
  clock: Clock;
  /** The bus the open inbox streams listen on; one per service unless a test hands its own. */
  events?: FeedbackEvents;
  /** The change bus that carries the inbox's events to the other instances (decision 114). */
  changes?: ChangeBus;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

export function createFeedbackService({
  db,
  owners,
  siteConfig,
  sections,
  analytics,
  publicUrl,
  log,
  clock,
  changes,
  events = new FeedbackEvents(
    changes,
    { message: (id) => repo.findFeedback(db, id), counts: () => repo.countFeedbackByStatus(db) },
    (error) => log.warn({ err: error }, "could not pass on an inbox event"),
  ),
}: FeedbackServiceDeps) {
  /**
   * The published Contact section's form settings and the owner's texts decide what may be stored
   * (decision 073): the same checks and words as the form's. Answers the stored values (trimmed, a
   * hidden field empty) or refuses with each field's message.
   */
  async function checkSubmission(input: FeedbackSubmission) {
    const [published, config] = await Promise.all([sections.listPublished(), siteConfig.get()]);
    const form = resolveSectionContent(published, "contact").contactForm;
    if (!form.enabled) throw forbidden("The contact form is closed.");
    const texts = siteTexts(config);
    const errors = checkFeedback(
      input,
      form.fields,
      pickFeedbackTexts((key) => texts[key]),
    );
    const messages = Object.values(errors);
    if (messages.length > 0) throw invalid(messages.join(", "), errors);
    return cleanFeedback(input, form.fields);
  }

  const publishCounts = async () =>
    events.publish({ type: "counts", counts: await repo.countFeedbackByStatus(db) });

  return {
    /** New messages and count changes, for the inbox's event stream. */
    events,

    /**
     * Stores the message and queues its two e-mails in ONE transaction: once this returns, neither the
     * message nor its mail can be lost. Spam is stored for the owner to review and never mailed.
     */
    async submit(input: FeedbackSubmission): Promise<FeedbackMessage> {
      const values = await checkSubmission(input);
      const spamReason = spamVerdict({ ...input, ...values });
      const at = clock().toISOString();
      const row = {
        id: randomUUID(),
        ...values,
        status: spamReason ? ("spam" as const) : ("new" as const),
        spam_reason: spamReason,
        fill_ms: input.fill_ms === undefined ? null : Math.min(input.fill_ms, 2_147_483_647),
        created_at: at,
        read_at: null,
        updated_at: at,
      };
      const context: MailContext | undefined = spamReason
        ? undefined
        : await findMailContext(siteConfig, owners, publicUrl);
      const message = await db.transaction().execute(async (trx) => {
        await repo.insertFeedback(trx, row);
        const stored = await repo.findFeedback(trx, row.id);
        if (!stored) throw new Error("the stored message could not be read back");
        if (context) {
          const { ownerAddress } = context;
          if (ownerAddress) await enqueueMail(trx, ownerNotification(stored, { ...context, ownerAddress }));
          else log.warn({ id: row.id }, "no owner address to notify of a new message");
          // A visitor who gave no address (an optional or hidden field) gets no confirmation.
          if (stored.user_email) await enqueueMail(trx, visitorConfirmation(stored, context));
        }
        return stored;
      });
      events.publish({ type: "feedback", message, counts: await repo.countFeedbackByStatus(db) });
      if (!spamReason)
        await analytics
          ?.recordContact()
          .catch((error) => log.warn({ err: error }, "could not count the contact"));
      return message;
    },

    /** One page of a folder; `nextCursor` is null on the last page. */
    async list(query: FeedbackFilter & { limit: number; cursor?: string }): Promise<FeedbackList> {
      const filter = { status: query.status, q: query.q };
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const [rows, searchTotal, counts] = await Promise.all([
        // One more than asked says whether another page follows.
        repo.listFeedback(db, filter, { limit: query.limit + 1, after }),
        // Without a search, the folder counts already say how many match.
        filter.q ? repo.countFeedback(db, filter) : undefined,
        repo.countFeedbackByStatus(db),
      ]);
      const total =
        searchTotal ??
        (filter.status === "all" ? counts.new + counts.read + counts.archived : counts[filter.status]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor(last) : null;
      return { items, total, counts, nextCursor };
    },

    counts: (): Promise<FeedbackCounts> => repo.countFeedbackByStatus(db),

    async get(id: string): Promise<FeedbackMessage> {
      const message = await repo.findFeedback(db, id);
      if (!message) throw notFound("Message not found.");
      return message;
    },

    /** Moves a message between folders; reading, archiving or flagging it records when it was read. */
    async setStatus(id: string, status: FeedbackStatus): Promise<FeedbackMessage> {
      const current = await repo.findFeedback(db, id);
      if (!current) throw notFound("Message not found.");
      const at = clock().toISOString();
      await repo.updateFeedback(db, id, {
        status,
        updated_at: at,
        read_at: status === "new" ? null : (current.readAt ?? at),
        spam_reason: status === "spam" ? (current.spamReason ?? "owner") : null,
      });
      await publishCounts();
      return (await repo.findFeedback(db, id)) ?? current;
    },

    /**
     * Deletes a message: it leaves every folder at once and stays restorable for a day (the inbox's
     * Undo); messages deleted longer ago are purged for good here (decision 055).
     */
    async remove(id: string): Promise<void> {
      const now = clock();
      if (!(await repo.markDeleted(db, id, now.toISOString()))) throw notFound("Message not found.");
      await repo.purgeDeleted(db, new Date(now.getTime() - deletedMessageGraceMs).toISOString());
      await publishCounts();
    },

    /** Brings a deleted message back into its folder, as long as it was not purged. */
    async restore(id: string): Promise<FeedbackMessage> {
      if (!(await repo.markDeleted(db, id, null))) {
        throw notFound("This message can no longer be restored.");
      }
      await publishCounts();
      const message = await repo.findFeedback(db, id);
      if (!message) throw notFound("Message not found.");
      return message;
    },

    async replies(id: string): Promise<FeedbackReply[]> {
      if (!(await repo.findFeedback(db, id))) throw notFound("Message not found.");
      return repo.listReplies(db, id);
    },

    /**
     * Queues the owner's reply to the visitor (Reply-To the owner, the message quoted, threaded on the
     * confirmation's Message-ID), stores it in the message's history and marks the message replied, in
     * ONE transaction: a reply is either recorded and on its way, or neither.
     */
    async reply(id: string, text: string): Promise<FeedbackReply> {
      const message = await repo.findFeedback(db, id);
      if (!message) throw notFound("Message not found.");
      if (!message.user_email) throw conflict("This visitor left no e-mail address to reply to.");
      const context = await findMailContext(siteConfig, owners, publicUrl);
      const mail = ownerReply(message, text, context);
      const at = clock().toISOString();
      const row = {
        id: randomUUID(),
        message_id: id,
        to_address: mail.to,
        subject: mail.subject,
        body: text.trim(),
        created_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertReply(trx, row);
        await repo.updateFeedback(trx, id, {
          replied_at: at,
          updated_at: at,
          status: message.status === "new" ? "read" : message.status,
          read_at: message.readAt ?? at,
        });
        await enqueueMail(trx, mail);
      });
      await publishCounts();
      return { id: row.id, to: row.to_address, subject: row.subject, text: row.body, createdAt: at };
    },

    export: (filter: FeedbackFilter) => repo.streamFeedback(db, filter),
  };
}
