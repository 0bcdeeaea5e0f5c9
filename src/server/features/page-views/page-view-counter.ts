import type { FastifyInstance, FastifyRequest } from "fastify";
import { serviceWorkerHeader } from "#server/features/site-config/service-worker.ts";
import { isBot } from "./is-bot.ts";
import type { PageViewService } from "./page-view.service.ts";

function isCountedView(request: FastifyRequest, status: number): boolean {
  if (request.method !== "GET" || request.routeOptions.url !== "/") return false;
  if (status !== 200 && status !== 304) return false;
  if ((request.query as Record<string, unknown>).preview !== undefined) return false;
  if (request.headers[serviceWorkerHeader]) return false;
  const purpose = request.headers["sec-purpose"] ?? request.headers.purpose;
  if (typeof purpose === "string" && purpose.includes("prefetch")) return false;
  return !isBot(request.headers["user-agent"]);
}

/** Counts public page views (`GET /` by a person) per UTC day. A counting failure never breaks the page. */
export function registerPageViewCounter(app: FastifyInstance, pageViews: PageViewService): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isCountedView(request, reply.statusCode)) return payload;
    try {
      await pageViews.count();
    } catch (error) {
      request.log.error({ err: error }, "could not count the page view");
    }
    return payload;
  });
}
