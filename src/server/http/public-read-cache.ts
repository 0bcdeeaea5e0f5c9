import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageCache } from "#server/pages/page-cache.ts";
import "./route.ts";
import type { PreparedBody } from "./prepared-body.ts";
import { sendPrepared } from "./send-prepared.ts";

async function ready(cache: PageCache, key: string): Promise<PreparedBody | undefined> {
  try {
    return await cache.prepared(key);
  } catch {
    return undefined;
  }
}

/**
 * The public reads whose route declares `cached: true` (the gallery's: identical for every visitor and
 * changed only by an owner write that changes the page) are kept as ready-to-send bytes next to the
 * page. `GET`/`HEAD` of such a route, exactly at its path (a query string is read fresh), is answered
 * from `cache` before the handler runs; a miss runs the route and stores its 200 answer, unless an
 * owner write cleared the cache in between.
 */
export function registerPublicReadCache(app: FastifyInstance, cache: PageCache): void {
  const missedAt = new WeakMap<FastifyRequest, number>();
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!request.routeOptions.config.cached || request.url !== request.routeOptions.url) return;
    const answer = await ready(cache, request.url);
    if (answer) return sendPrepared(request, reply, answer, { cacheControl: "no-cache" });
    if (request.method === "GET") missedAt.set(request, cache.generation);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const generation = missedAt.get(request);
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const type = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    // The gallery's reads show every project.
    cache.set(request.url, payload, generation, { contentType: type, dependsOn: "everything" });
    return payload;
  });
}
