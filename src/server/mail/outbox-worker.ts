import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { MailTransport } from "./mail-transport.ts";
import { outboxRepository, type QueuedMail } from "./outbox.repository.ts";
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

/** Sends queued mail: claims due messages, delivers them, and schedules retries or marks them failed. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DeliveryReport> | undefined;
  private again = false;
  private stopped = true;
  private closing = false;
  private unsubscribe: (() => void) | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = onMailQueued(() => this.nudge());
    this.schedule(0);
  }

  /**
   * Stops polling and waits up to 3 s for the message being sent, so a hung mail server cannot hold up
   * the process's shutdown; an interrupted message keeps its claim and is retried when the lease ends.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running?.catch(() => undefined),
      new Promise((resolve) => {
        waited = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
    this.options.transport.close();
  }

  /** Runs one delivery round now (tests call it directly). Concurrent calls share the round in progress. */
  runOnce(): Promise<DeliveryReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private nudge(): void {
    if (!this.stopped) this.schedule(25);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.options.log?.error({ err: error }, "mail outbox round failed");
    }
    if (this.again) {
      this.again = false;
      if (!this.stopped) return this.schedule(0);
    }
    if (!this.stopped) this.schedule(this.options.pollIntervalMs ?? 5_000);
  }

  private async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    const { db } = this.options;
    const ids = await outboxRepository.listDue(db, this.now(), BATCH_SIZE);
    // A full batch means more may be due: look again at once rather than at the next poll.
    if (ids.length === BATCH_SIZE) this.again = true;
    for (const id of ids) {
      if (this.closing) break;
      const mail = await outboxRepository.claim(db, id, this.now(), CLAIM_LEASE_MS);
      if (mail) report[await this.deliver(mail)] += 1;
    }
    return report;
  }

  private async deliver(mail: QueuedMail): Promise<keyof DeliveryReport> {
    const { db, transport, from } = this.options;
    const startedAt = this.now();
    if (mail.expires_at && Date.parse(mail.expires_at) <= startedAt.getTime()) {
      const reason = mail.last_error ? `${expiredError}; last error: ${mail.last_error}` : expiredError;
      await outboxRepository.markFailed(db, mail.id, mail.attempts, reason, startedAt);
      this.options.log?.warn(
        { mailId: mail.id, attempts: mail.attempts },
        "e-mail expired before it was sent",
      );
      return "failed";
    }
    const attempts = mail.attempts + 1;
    const open = this.options.openBody ?? ((stored: string) => stored);
    try {
      await transport.send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: open(mail.text_body),
        ...(mail.html_body ? { html: open(mail.html_body) } : {}),
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      });
      await outboxRepository.markSent(db, mail.id, attempts, this.now());
      return "sent";
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelaysMs[attempts - 1];
      const now = this.now();
      if (delay === undefined) {
        await outboxRepository.markFailed(db, mail.id, attempts, message, now);
        this.options.log?.error({ mailId: mail.id, attempts, error: message }, "e-mail failed for good");
        return "failed";
      }
      // Never later than the message's expiry, so an expired one is settled (and its bodies cleared) on time.
      const retryAt = Math.min(
        now.getTime() + delay,
        mail.expires_at ? Date.parse(mail.expires_at) : Infinity,
      );
      await outboxRepository.markRetry(db, mail.id, attempts, message, new Date(retryAt), now);
      this.options.log?.warn({ mailId: mail.id, attempts, error: message }, "e-mail not sent; will retry");
      return "retried";
    }
  }
}
