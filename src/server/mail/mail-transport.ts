import { createRequire } from "node:module";
import type Nodemailer from "nodemailer";
import type { OutgoingMail } from "./outgoing-mail.ts";

/** nodemailer is loaded only when SMTP is configured: without SMTP_URL the process never needs it. */
const require = createRequire(import.meta.url);

/** Delivers one message or throws; the outbox worker decides about retries. */
export interface MailTransport {
  readonly kind: "smtp" | "console";
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

/**
 * nodemailer over an smtp:// or smtps:// URL, reusing one pooled connection across messages. Short
 * timeouts: a hung server must not stall the worker.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const nodemailer = require("nodemailer") as typeof Nodemailer;
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        references: mail.inReplyTo,
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: prints each message (recipient, subject, text with its links) to the server's output. */
export function consoleTransport(write: (text: string) => void): MailTransport {
  return {
    kind: "console",
    async send(mail) {
      const rule = "-".repeat(72);
      write(
        [
          rule,
          "E-mail (no SMTP_URL configured, so it is printed here instead of sent)",
          `To: ${mail.to}`,
          ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
          `Subject: ${mail.subject}`,
          "",
          mail.text,
          rule,
          "",
        ].join("\n"),
      );
    },
    close: () => {},
  };
}
