import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { route } from "#server/http/route.ts";
import { appVersion } from "#server/version.ts";
import { healthEndpoints as api } from "#shared/health/endpoints.ts";

/** The liveness probe: answers once the database answers a trivial query. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, { access: "public" }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: "ok" as const, database: app.dialect, version: appVersion };
  });
}
