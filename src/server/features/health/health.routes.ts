import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { appVersion } from "#server/version.ts";

const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["sqlite", "postgres"]),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { schema: { response: { 200: healthSchema } } }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: "ok" as const, database: app.dialect, version: appVersion };
  });
};
