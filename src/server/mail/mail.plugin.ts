import type { FastifyInstance } from "fastify";
import { resolveAuthSecret } from "#server/features/auth/auth-secret.ts";
import { consoleTransport, type MailTransport, smtpTransport } from "./mail-transport.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";
import { createBodySeal } from "./sealed-body.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailWorker: OutboxWorker;
  }
}

export interface MailOptions {
  /** Where the console transport prints (no SMTP_URL). */
  write: (text: string) => void;
  /** The worker's clock and poll interval (tests). */
  now?: () => Date;
  pollIntervalMs?: number;
  /** False: the worker only runs when `app.mailWorker.runOnce()` is called (tests). Default true. */
  autoStart?: boolean;
  transport?: MailTransport;
}

/** The outbox worker: started when the app is ready, stopped (after its current round) on close. */
export function registerMail(app: FastifyInstance, options: MailOptions): void {
  const { smtpUrl, mailFrom } = app.config;
  const transport = options.transport ?? (smtpUrl ? smtpTransport(smtpUrl) : consoleTransport(options.write));
  const worker = createOutboxWorker({
    db: app.db,
    // Opens the bodies sealed with the auth secret's key (the reset e-mail) just before sending.
    openBody: createBodySeal(resolveAuthSecret(app.config.authSecret, app.config.dataDir)).open,
    transport,
    from: mailFrom,
    now: options.now,
    pollIntervalMs: options.pollIntervalMs,
    log: app.log,
  });
  app.decorate("mailWorker", worker);
  if (options.autoStart !== false) app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
}
