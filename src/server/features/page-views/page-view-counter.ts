import type { FastifyInstance, FastifyRequest } from "fastify";
import { serviceWorkerHeader } from "#server/features/site-config/service-worker.ts";
import { isBot } from "./is-bot.ts";
import type { PageViewService } from "./page-view.service.ts";

/** How often counted page views are written: the most a crash can lose (decision 044). */
export const pageViewFlushIntervalMs = 5_000;

function isCountedView(request: FastifyRequest, status: number): boolean {
  if (request.method !== "GET" || request.routeOptions.url !== "/") return false;
  if (status !== 200 && status !== 304) return false;
  if ((request.query as Record<string, unknown>).preview !== undefined) return false;
  if (request.headers[serviceWorkerHeader]) return false;
  const purpose = request.headers["sec-purpose"] ?? request.headers.purpose;
  if (typeof purpose === "string" && purpose.includes("prefetch")) return false;
  return !isBot(request.headers["user-agent"]);
}

/**
 * Counts public page views (`GET /` by a person) per UTC day, in memory, written every few seconds and
 * when the app closes. A counting failure never breaks the page.
 */
export function registerPageViewCounter(
  app: FastifyInstance,
  pageViews: PageViewService,
  flushIntervalMs = pageViewFlushIntervalMs,
): void {
  app.addHook("onReady", async () => pageViews.start(flushIntervalMs));
  // After the requests in flight have finished, so their views are in the last batch.
  app.addHook("onClose", async () => pageViews.stop());
  app.addHook("onSend", async (request, reply, payload) => {
    if (isCountedView(request, reply.statusCode)) pageViews.record();
    return payload;
  });
}
