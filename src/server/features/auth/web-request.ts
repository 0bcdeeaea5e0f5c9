import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "./auth-settings.ts";

/** Headers a client could use to make better-auth believe a different host, scheme or address. */
const dropped = new Set([
  "host",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "forwarded",
  CLIENT_IP_HEADER,
  "content-length",
  "connection",
]);

/** The request's headers for better-auth, with the client address set from Fastify's `request.ip`. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || dropped.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * A Web `Request` for better-auth. The URL is built on PUBLIC_URL, never on the Host or
 * X-Forwarded-Host header, and the body is the JSON Fastify has already parsed.
 */
export function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = webHeaders(request);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  if (hasBody) headers.set("content-type", "application/json");
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/** Copies status and headers (every Set-Cookie included) of better-auth's answer onto the reply. */
export function copyResponseHeaders(response: Response, reply: FastifyReply): void {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length" || name === "content-encoding") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}
