import type { ApiErrorBody, ApiErrorCode, StaleWriteDetails } from "#shared/api/error.ts";

/** The one error type routes and services throw; the error handler turns it into the API error body. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly conflict?: StaleWriteDetails,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.conflict ? { conflict: this.conflict } : {}),
      },
    };
  }
}

const codeByStatus: Record<number, ApiErrorCode> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "too_many_requests",
};

/**
 * A 4xx a library answered with (Fastify, a plugin, better-auth) as the API's error: 422 becomes the
 * API's 400; undefined for a status the API never uses.
 */
export function clientErrorFor(status: number, message: string): AppError | undefined {
  const code = codeByStatus[status];
  return code ? new AppError(status === 422 ? 400 : status, code, message) : undefined;
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "validation_failed", message, fields);
export const unauthorized = (message = "Sign in to continue.") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "You may not do that.") => new AppError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
/** A write based on an older version than the stored one (decision 139): who saved since, and what. */
export const staleWrite = (message: string, details: StaleWriteDetails) =>
  new AppError(409, "conflict", message, undefined, undefined, details);
export const payloadTooLarge = (message: string) => new AppError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) => new AppError(415, "unsupported_media_type", message);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many requests. Try again later.") =>
  new AppError(429, "too_many_requests", message, undefined, { "retry-after": String(retryAfterSeconds) });
/** The database cannot be reached right now (decision 129): the request may be tried again shortly. */
export const databaseUnavailable = () =>
  new AppError(
    503,
    "unavailable",
    "The site is briefly unavailable. Please try again in a moment.",
    undefined,
    {
      "retry-after": "5",
    },
  );
/** The readiness probe's refusal (shutting down, or a dependency not answering): the proxy keeps away. */
export const notReady = (message: string) => new AppError(503, "not_ready", message);
