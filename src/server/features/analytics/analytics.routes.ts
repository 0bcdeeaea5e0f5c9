import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { tooManyRequests } from "#server/errors.ts";
import { clientKey, type LimitRule } from "#server/features/auth/rate-limiter.ts";
import { withoutPrivateNames } from "#server/features/project-access/analytics-redaction.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { route } from "#server/http/route.ts";
import { analyticsEndpoints as api } from "#shared/analytics/endpoints.ts";
import { analyticsLimits } from "#shared/analytics/rules.ts";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { analyticsCsv } from "./analytics-csv.ts";
import { MemoryRateLimit } from "./memory-rate-limit.ts";
import { isOwnVisit } from "./own-visits.ts";
import { isAutomated } from "./user-agent.ts";

/** A visitor who asked not to be tracked (Do Not Track, Global Privacy Control). */
function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === "1" || request.headers["sec-gpc"] === "1";
}

/**
 * Built-in analytics: the tracker's beacon (`POST /api/events`, public, answers 204 whether it counted
 * or not) and the owner's report, CSV export and erase (decision 064).
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const { analytics: service } = app.services;
  const limit = new MemoryRateLimit(analyticsLimits.ratePerMinute, 60_000);
  // The same limit in the database: it holds across restarts and across instances (issue 28).
  const perAddress: LimitRule = {
    name: "analytics:ip",
    max: analyticsLimits.ratePerMinute,
    windowMs: 60_000,
    message: () => "Too many events.",
  };

  app.addHook("onReady", async () => service.start());
  // After the requests in flight have finished, so their events are in the last batch.
  app.addHook("onClose", async () => service.stop());

  // In memory first, so a flood costs no database write; then the shared counter.
  const limitPerAddress: onRequestAsyncHookHandler = async (request) => {
    const key = clientKey(request.ip);
    if (!limit.hit(key, Date.now())) throw tooManyRequests(60, "Too many events.");
    await app.services.rateLimiter.consume(perAddress, key);
  };

  route(
    app,
    api.collect,
    { access: "public", bodyLimit: analyticsLimits.bodyBytes, onRequest: [limitPerAddress] },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const userAgent = request.headers["user-agent"] ?? "";
      if (!app.liveSiteConfig.get().analytics.builtIn || optedOut(request) || isAutomated(userAgent))
        return undefined;
      // The owner's own previews and signed-in browsing are not visits.
      if (await isOwnVisit(request, request.body)) return undefined;
      try {
        await service.record({ ip: request.ip, userAgent, batch: request.body });
      } catch (error) {
        // Counting never fails the visitor's page.
        request.log.error({ err: error }, "could not count the analytics events");
      }
      return undefined;
    },
  );

  /** An editor sees protected projects under one generic label; the owner sees them named (decision 158). */
  async function asSeenBy(request: FastifyRequest, report: AnalyticsReport): Promise<AnalyticsReport> {
    if (request.owner?.role === "owner") return report;
    const [index, config] = await Promise.all([
      app.services.projectAccess.privateIndex(),
      app.services.siteConfig.get(),
    ]);
    return withoutPrivateNames(report, index, siteTexts(config)["privateProject.analyticsLabel"]);
  }

  route(app, api.report, { access: "editor" }, async (request) => {
    const { range, from, to } = request.query;
    return asSeenBy(request, await service.report(range, { from, to }));
  });

  route(app, api.export, { access: "editor" }, async (request, reply) => {
    const { range, from, to } = request.query;
    const report = await asSeenBy(request, await service.report(range, { from, to }, { whole: true }));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="analytics-${report.from}-${report.to}.csv"`)
      .header("cache-control", "no-store")
      .send(analyticsCsv(report));
  });

  route(
    app,
    api.erase,
    {
      access: "owner",
      effects: {
        audit: { area: "analytics", summary: () => "Deleted all analytics data" },
        changesPage: false,
      },
    },
    async () => {
      await service.erase();
      return undefined;
    },
  );
}
