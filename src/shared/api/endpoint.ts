import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One HTTP endpoint, declared once in `src/shared`: the server registers its route from it (with these
 * schemas as the validators) and the admin's `call()` builds the request and types the answer from it.
 * A change to a schema here changes both sides, so `tsc` catches a server and a client that disagree.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The full path, with `:name` placeholders for the params, e.g. `/api/projects/:id`. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body. Multipart uploads and streams declare none. */
  body?: z.ZodType;
  /** The success answer; `null` for one that is not JSON (204, a file, an event stream). */
  response: z.ZodType | null;
  /** The success status when it is not 200. */
  status?: 201 | 204;
}

/** Declares an endpoint, keeping its literal types (method, path, schemas). */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

type Part<E, K extends "params" | "query" | "body", Io extends "in" | "out"> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Io extends "in"
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a caller sends: the params, query and body the endpoint declares (as their inputs). */
export type EndpointInput<E extends Endpoint> = DropUndefined<{
  params: Part<E, "params", "in">;
  query: Part<E, "query", "in">;
  body: Part<E, "body", "in">;
}>;

/** What a route handler receives: the parsed params, query and body. */
export interface EndpointParsed<E extends Endpoint> {
  params: Part<E, "params", "out">;
  query: Part<E, "query", "out">;
  body: Part<E, "body", "out">;
}

/** The success answer's type; `undefined` for an endpoint without a JSON answer. */
export type EndpointOutput<E extends Endpoint> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : undefined;

type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The URL of an endpoint: `:name` placeholders filled (encoded) and the query appended. */
export function endpointUrl(
  path: string,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
