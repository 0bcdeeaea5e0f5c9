import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import { AppError, clientErrorFor, databaseUnavailable } from "#server/errors.ts";
import { sendServerError } from "#server/pages/error-page.ts";
import { unknownFieldMessage } from "#shared/api/strict-schema.ts";

/** Turns a zod validation failure into the spec's style: messages joined with ', ', and a field map. */
function validationError(
  error: FastifyError & {
    validation: {
      instancePath: string;
      message?: string;
      keyword?: string;
      params?: Record<string, unknown>;
    }[];
  },
) {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    // An unknown key is named as the field it would be, e.g. "Unknown field: theme.accent".
    const unknownKeys =
      issue.keyword === "unrecognized_keys" ? (issue.params?.keys as string[] | undefined) : undefined;
    const entries = unknownKeys
      ? unknownKeys.map((key) => {
          const field = path ? `${path}.${key}` : key;
          return [field, unknownFieldMessage(field)] as const;
        })
      : [[path || "body", issue.message ?? "Invalid value"] as const];
    for (const [field, message] of entries) {
      fields[field] ??= message;
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return new AppError(400, "validation_failed", messages.join(", "), fields);
}

/** A browser's navigation to a page, not a call to the API or a file. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    request.method === "GET" &&
    !request.url.startsWith("/api/") &&
    /text\/html/.test(request.headers.accept ?? "")
  );
}

/** The one place errors become HTTP answers: `{ error: { code, message, fields? } }`, 5xx details never leak. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A client error Fastify or a plugin raised (a malformed body, a too large upload…) keeps its status.
    const clientError = error.statusCode ? clientErrorFor(error.statusCode, error.message) : undefined;
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (hasZodFastifySchemaValidationErrors(error)) appError = validationError(error);
    else if (clientError) appError = clientError;
    // A page (the owner's screens ask for the session) gets the error page, not the API's JSON.
    else if (isPageRequest(request)) return sendServerError(request, reply, error);
    else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "the database is unavailable");
      appError = databaseUnavailable();
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
