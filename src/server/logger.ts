import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

const secretParams = /([?&](?:secret|token|password|code)=)[^&]*/gi;

/** Request URLs with the values of secret-bearing query parameters hidden. */
export function redactUrl(url: string): string {
  return url.replace(secretParams, "$1[redacted]");
}

/**
 * pino options: JSON lines, two per request (received, completed) sharing its `reqId`; never a cookie,
 * an authorization header or a token.
 */
export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
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
