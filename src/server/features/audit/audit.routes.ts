import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { adminOverviewSchema, auditEntrySchema } from "#shared/overview/schema.ts";
import { listRecentAuditEntries } from "./audit.repository.ts";
import { getAdminOverview } from "./overview.service.ts";

/** The dashboard Overview's figures and the admin activity log (owner only). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireOwner);

  // The page views counted since the last batch are written first, so the total is current.
  app.get("/admin/overview", { schema: { response: { 200: adminOverviewSchema } } }, async () => {
    await app.pageViews.flush();
    return getAdminOverview(app.db);
  });

  app.get(
    "/admin/activity",
    {
      schema: {
        querystring: z.object({
          limit: z.coerce
            .number()
            .int("limit must be a whole number")
            .min(1, "limit must be between 1 and 100")
            .max(100, "limit must be between 1 and 100")
            .default(10),
        }),
        response: { 200: z.object({ items: z.array(auditEntrySchema) }) },
      },
    },
    async (request) => ({ items: await listRecentAuditEntries(app.db, request.query.limit) }),
  );
};
