import { createRequire } from "node:module";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import pino, { type DestinationStream } from "pino";
import type Pretty from "pino-pretty";
import type { Config } from "./config.ts";

const secretParams = /([?&](?:secret|token|password|code)=)[^&]*/gi;

/** Request URLs with the values of secret-bearing query parameters hidden. */
export function redactUrl(url: string): string {
  return url.includes("?") ? url.replace(secretParams, "$1[redacted]") : url;
}

/** How long a log line may wait in the buffer when little is logged (ms). */
const FLUSH_EVERY_MS = 1000;
/** Bytes gathered before one write (a few dozen access lines under load). */
const BATCH_BYTES = 4096;

/** An access line's fields on a terminal: `GET /path 200 1.2 ms req-1`. */
function prettyMessage(entry: Record<string, unknown>, messageKey: string): string {
  const message = String(entry[messageKey] ?? "");
  if (entry.method === undefined) return message;
  return `${entry.method} ${entry.url} ${entry.statusCode} ${entry.responseTime} ms ${entry.reqId}${message === "request completed" ? "" : ` ${message}`}`;
}

/**
 * Where log lines go: `stream` when given (tests); on a terminal, human-readable lines (time, level,
 * message, then the details) so the first start's setup link is not buried under JSON; otherwise
 * (a process manager, a container, a file) one JSON object per line on standard output, written
 * asynchronously in batches of a few KB (at least once a second) and flushed when the process exits,
 * also on a crash (pino flushes its asynchronous destinations on `exit`).
 */
function destination(stream: DestinationStream | undefined): DestinationStream {
  if (stream) return stream;
  if (process.stdout.isTTY) {
    // Loaded only on a terminal: under a process manager the server never needs it.
    const pretty = createRequire(import.meta.url)("pino-pretty") as typeof Pretty;
    return pretty({
      sync: true,
      colorize: true,
      singleLine: true,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname,method,url,statusCode,responseTime,reqId",
      messageFormat: prettyMessage,
    });
  }
  return batchedDestination(1);
}

/** JSON lines written asynchronously in batches: standard output under a process manager (or a file). */
export function batchedDestination(dest: number | string): DestinationStream {
  return pino.destination({ dest, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS });
}

/**
 * The access log: one line per answered request (method, URL with secrets hidden, status, time in
 * ms, request id), written when the answer is finished; none when it arrives.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const log = reply.log;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) log.error({ ...line, err: error }, "request errored");
    else log.info(line, "request completed");
  }
}

/** pino options: never a cookie, an authorization header or a token. */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions["logger"] {
  return {
    stream: destination(stream),
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "*.secret",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}
