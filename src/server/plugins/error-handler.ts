import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorCode } from "../../shared/api-error.ts";
import { AppError } from "../errors.ts";

const codeByStatus: Record<number, ApiErrorCode> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

/** Turns a zod validation failure into the spec's style: messages joined with ', ', and a field map. */
function validationError(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.validation) {
    const message = issue.message ?? "Invalid value";
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    fields[field] ??= message;
    if (!messages.includes(message)) messages.push(message);
  }
  return new AppError(400, "validation_failed", messages.join(", "), fields);
}

/** The one place errors become HTTP answers: `{ error: { code, message, fields? } }`, 5xx details never leak. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (hasZodFastifySchemaValidationErrors(error)) appError = validationError(error);
    else if (error.statusCode && error.statusCode < 500 && codeByStatus[error.statusCode]) {
      appError = new AppError(
        error.statusCode,
        codeByStatus[error.statusCode] as ApiErrorCode,
        error.message,
      );
    } else {
      request.log.error({ err: error }, "request failed");
      appError = new AppError(500, "internal_error", "Something went wrong on our side. Please try again.");
    }
    if (appError.statusCode >= 400 && appError.statusCode < 500) {
      request.log.info({ code: appError.code, status: appError.statusCode }, appError.message);
    }
    return reply
      .code(appError.statusCode)
      .headers(appError.headers ?? {})
      .type("application/json; charset=utf-8")
      .send(appError.toBody());
  });
}
