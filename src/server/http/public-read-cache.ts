import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageCache } from "#server/pages/page-cache.ts";
import type { PreparedBody } from "./prepared-body.ts";
import { sendPrepared } from "./send-prepared.ts";

/**
 * The public reads kept as ready-to-send bytes next to the page: the gallery's (the public page reads
 * its projects from the API when they were not in the HTML), identical for every visitor and changed
 * only by an owner write, which clears the page cache. The site configuration and the component list
 * are read by the owner's editor, which needs them fresh from the database, and stay uncached.
 */
export const cachedPublicReads: readonly string[] = [
  "/api/projects",
  "/api/projects/categories",
  "/api/projects/stats",
];

async function ready(cache: PageCache, key: string): Promise<PreparedBody | undefined> {
  try {
    return await cache.prepared(key);
  } catch {
    return undefined;
  }
}

/**
 * Answers `GET`/`HEAD` of `paths` (exactly, without a query string: filters and options are read
 * fresh) from `cache`, before the route runs; a miss runs the route and stores its 200 answer, unless
 * an owner write cleared the cache in between. Register before the routes it covers.
 */
export function registerPublicReadCache(
  app: FastifyInstance,
  cache: PageCache,
  paths: readonly string[] = cachedPublicReads,
): void {
  const cached = new Set(paths);
  const missedAt = new WeakMap<FastifyRequest, number>();
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!cached.has(request.url)) return;
    const answer = await ready(cache, request.url);
    if (answer) return sendPrepared(request, reply, answer, { cacheControl: "no-cache" });
    if (request.method === "GET") missedAt.set(request, cache.generation);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const generation = missedAt.get(request);
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const type = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    cache.set(request.url, payload, generation, type);
    return payload;
  });
}
