import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import pretty from "pino-pretty";
import type { Config } from "./config.ts";

const secretParams = /([?&](?:secret|token|password|code)=)[^&]*/gi;

/** Request URLs with the values of secret-bearing query parameters hidden. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, "$1[redacted]");
}

/**
 * Where log lines go: `stream` when given (tests); on a terminal, human-readable lines (time, level,
 * message, then the details) so the first start's setup link is not buried under JSON; otherwise
 * (a process manager, a container, a file) one JSON object per line on standard output.
 */
function destination(stream: DestinationStream | undefined): DestinationStream | undefined {
  if (stream) return stream;
  if (!process.stdout.isTTY) return undefined;
  return pretty({
    sync: true,
    colorize: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
  });
}

/**
 * pino options: two lines per request (received, completed) sharing its `reqId`; never a cookie,
 * an authorization header or a token.
 */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions["logger"] {
  const output = destination(stream);
  return {
    ...(output ? { stream: output } : {}),
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
