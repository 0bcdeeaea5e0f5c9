import { type Endpoint, type EndpointInput, type EndpointOutput, endpointUrl } from "#shared/api/endpoint.ts";
import { type ApiErrorCode, isApiErrorBody } from "#shared/api/error.ts";

/** An API failure: the server's error body, or a network failure (status 0). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | "network_error",
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
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
async function request<T>(
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
    throw new ApiError(0, "network_error", "Network Error");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, payload, response.statusText);
  return payload as T;
}

/** The ApiError for a failed answer: the server's error body, or its status when the body is not one. */
export function apiErrorOf(status: number, payload: unknown, statusText: string): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, "internal_error", statusText || `HTTP ${status}`);
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** No input to give when the endpoint declares no params, query or body. */
type CallArgs<E extends Endpoint> = keyof EndpointInput<E> extends never
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint declared in `src/shared`: the path is filled from `params`, the query and the JSON
 * body come from the declaration's schemas, and the answer has the declared response type.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as { params?: never; query?: never; body?: unknown };
  return request<EndpointOutput<E>>(endpoint.method, endpointUrl(endpoint.path, params, query), {
    body,
    signal: options?.signal,
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};
