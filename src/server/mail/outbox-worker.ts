import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import type { MailTransport } from "./mail-transport.ts";
import type { QueuedMail } from "./outbox.repository.ts";
import * as outboxRepository from "./outbox.repository.ts";
import { onMailQueued } from "./outbox.ts";

/** Waits after the 1st, 2nd, … failed attempt; after the last one the message is marked failed. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
/** How long stop() waits for a send in progress; a message cut off then is sent again once its lease ends. */
const STOP_WAIT_MS = 3_000;
const expiredError = "Expired before it could be sent";

export interface OutboxWorkerOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  /** The worker's clock (tests move it forward instead of waiting minutes). */
  now?: () => Date;
  /** How often due mail is looked for, besides the nudge every enqueue gives. Default 5 s. */
  pollIntervalMs?: number;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Turns a stored body into the one to send (opens sealed bodies); default: as stored. */
  openBody?: (stored: string) => string;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** Sends queued mail: claims due messages, delivers them, and schedules retries or marks them failed. */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, from, log } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  /** When the pending timer fires, on the monotonic clock. */
  let timerAt = 0;
  let running: Promise<DeliveryReport> | undefined;
  let again = false;
  let stopped = true;
  let closing = false;
  let unsubscribe: (() => void) | undefined;

  /**
   * Runs a round after `delayMs`, unless one is already set to run sooner: a round that ends while a
   * nudge is pending must not push that nudge back to the next poll (new mail would then wait 5 s).
   */
  function schedule(delayMs: number): void {
    const at = performance.now() + delayMs;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      void tick();
    }, delayMs);
    timer.unref();
  }

  function nudge(): void {
    if (!stopped) schedule(25);
  }

  async function tick(): Promise<void> {
    try {
      await worker.runOnce();
    } catch (error) {
      log?.error({ err: error }, "mail outbox round failed");
    }
    if (again) {
      again = false;
      if (!stopped) return schedule(0);
    }
    if (!stopped) schedule(options.pollIntervalMs ?? 5_000);
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    const ids = await outboxRepository.listDue(db, now(), BATCH_SIZE);
    // A full batch means more may be due: look again at once rather than at the next poll.
    if (ids.length === BATCH_SIZE) again = true;
    for (const id of ids) {
      if (closing) break;
      const mail = await outboxRepository.claim(db, id, now(), CLAIM_LEASE_MS);
      if (mail) report[await deliver(mail)] += 1;
    }
    return report;
  }

  async function deliver(mail: QueuedMail): Promise<keyof DeliveryReport> {
    const startedAt = now();
    if (mail.expires_at && Date.parse(mail.expires_at) <= startedAt.getTime()) {
      const reason = mail.last_error ? `${expiredError}; last error: ${mail.last_error}` : expiredError;
      await outboxRepository.markFailed(db, mail.id, mail.attempts, reason, startedAt);
      log?.warn({ mailId: mail.id, attempts: mail.attempts }, "e-mail expired before it was sent");
      return "failed";
    }
    const attempts = mail.attempts + 1;
    const open = options.openBody ?? ((stored: string) => stored);
    try {
      await transport.send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: open(mail.text_body),
        ...(mail.html_body ? { html: open(mail.html_body) } : {}),
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        ...(mail.message_id ? { messageId: mail.message_id } : {}),
        ...(mail.in_reply_to ? { inReplyTo: mail.in_reply_to } : {}),
      });
    } catch (error) {
      return settleFailure(mail, attempts, error);
    }
    await recordSent(mail.id, attempts);
    return "sent";
  }

  /**
   * Records a sent message. While the database cannot be reached (a restart, a failover) it tries again
   * every second for as long as the claim lasts: a message whose sending went unrecorded would be sent
   * twice when its lease ended.
   */
  async function recordSent(id: string, attempts: number): Promise<void> {
    const giveUpAt = Date.now() + CLAIM_LEASE_MS / 2;
    for (;;) {
      try {
        return await outboxRepository.markSent(db, id, attempts, now());
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error;
        log?.warn({ mailId: id }, "e-mail sent; the database is unavailable, recording it again in 1 s");
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  /** A failed send: retried later, or marked failed after the last attempt. */
  async function settleFailure(
    mail: QueuedMail,
    attempts: number,
    error: unknown,
  ): Promise<keyof DeliveryReport> {
    const message = error instanceof Error ? error.message : String(error);
    const delay = retryDelaysMs[attempts - 1];
    const failedAt = now();
    if (delay === undefined) {
      await outboxRepository.markFailed(db, mail.id, attempts, message, failedAt);
      log?.error({ mailId: mail.id, attempts, error: message }, "e-mail failed for good");
      return "failed";
    }
    // Never later than the message's expiry, so an expired one is settled (and its bodies cleared) on time.
    const retryAt = Math.min(
      failedAt.getTime() + delay,
      mail.expires_at ? Date.parse(mail.expires_at) : Infinity,
    );
    await outboxRepository.markRetry(db, mail.id, attempts, message, new Date(retryAt), failedAt);
    log?.warn({ mailId: mail.id, attempts, error: message }, "e-mail not sent; will retry");
    return "retried";
  }

  const worker = {
    start(): void {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onMailQueued(nudge);
      schedule(0);
    },

    /**
     * Stops polling and waits up to 3 s for the message being sent, so a hung mail server cannot hold up
     * the process's shutdown; an interrupted message keeps its claim and is retried when the lease ends.
     */
    async stop(): Promise<void> {
      stopped = true;
      closing = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = undefined;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running?.catch(() => undefined),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      transport.close();
    },

    /** Runs one delivery round now (tests call it directly). Concurrent calls share the round in progress. */
    runOnce(): Promise<DeliveryReport> {
      if (running) {
        again = true;
        return running;
      }
      running = deliverDue().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
  return worker;
}
