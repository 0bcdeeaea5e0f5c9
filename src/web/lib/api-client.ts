import { type ApiErrorCode, isApiErrorBody, type StaleWriteDetails } from "#shared/api/error.ts";
import { markServerReachable, markServerUnreachable } from "./server-status.ts";

/** What the owner reads when a call got no answer at all (never the browser's "Failed to fetch"). */
export const noAnswerMessage = "Folio's server did not answer. Your changes are kept; try again in a moment.";

/** The error for a call that got no answer (the server is down or the connection dropped). */
export function noAnswerError(): ApiError {
  markServerUnreachable();
  return new ApiError(0, "network_error", noAnswerMessage);
}

/** An API failure: the server's error body, or a network failure (status 0). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | "network_error",
    message: string,
    readonly fields: Record<string, string> = {},
    /** A 409 refusing a write based on an older version: who saved since, when, and the item now. */
    readonly conflict?: StaleWriteDetails,
    /** A 429's `Retry-After`: when the refused request may be sent again. */
    readonly retryAt?: Date,
  ) {
    super(message);
  }
}

/** The details of a stale write's 409, when `error` is one (decision 139). */
export const staleWriteOf = (error: unknown): StaleWriteDetails | undefined =>
  error instanceof ApiError && error.status === 409 ? error.conflict : undefined;

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The only place the browser calls fetch. JSON in, JSON out; failures become ApiError. */
export async function request<T>(
  method: string,
  path: string,
  { query, body, signal }: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: "same-origin",
      signal,
      headers: body === undefined || isForm ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw noAnswerError();
  }
  // A proxy in front of a stopped Folio answers 502/503/504 itself: no answer from Folio either.
  if (response.status === 502 || response.status === 503 || response.status === 504) {
    const payload: unknown = await response.json().catch(() => undefined);
    if (!isApiErrorBody(payload)) throw noAnswerError();
  }
  markServerReachable();
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok)
    throw apiErrorOf(response.status, payload, response.statusText, response.headers.get("retry-after"));
  return payload as T;
}

/** The ApiError for a failed answer: the server's error body, or its status when the body is not one. */
export function apiErrorOf(
  status: number,
  payload: unknown,
  statusText: string,
  retryAfter?: string | null,
): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields, conflict } = payload.error;
    return new ApiError(status, code, message, fields, conflict, retryAtOf(retryAfter));
  }
  return new ApiError(
    status,
    "internal_error",
    status >= 500
      ? "Folio's server ran into a problem and could not do this. Your changes are kept; try again in a moment."
      : `The server refused this (${statusText || `HTTP ${status}`}).`,
  );
}

/** `Retry-After` in seconds (the form Folio sends) as the time it names. */
function retryAtOf(retryAfter: string | null | undefined): Date | undefined {
  const seconds = Number(retryAfter);
  return retryAfter && Number.isFinite(seconds) ? new Date(Date.now() + seconds * 1000) : undefined;
}

/** Plain-path calls for the public page (its gallery and contact form), which carries no contracts. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, { ...options, body }),
};
