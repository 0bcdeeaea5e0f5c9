import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { decodeHeader, leafParts, splitMessage } from "./mime.ts";

/** One message the sink received. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

function parse(raw: string, envelopeTo: string[]): CapturedMail {
  const message = splitMessage(raw);
  const parts = leafParts(message);
  const header = (name: string) => {
    const value = message.headers.get(name);
    return value === undefined ? undefined : decodeHeader(value);
  };
  return {
    from: header("from") ?? "",
    to: envelopeTo,
    subject: header("subject") ?? "",
    text: (parts.find((part) => part.type === "text/plain")?.body ?? "").replace(/\r\n/g, "\n"),
    html: parts.find((part) => part.type === "text/html")?.body,
    replyTo: header("reply-to"),
    raw,
  };
}

/**
 * An in-process SMTP server that keeps every message it receives (no TLS, no authentication).
 * Pass `port` to start it again on the same address after `stop()` (mail-durability tests).
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push(parse(Buffer.concat(chunks).toString("utf8"), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
