import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { migrations } from "#server/db/migrations/index.ts";
import { notReady } from "#server/errors.ts";
import { storeReachable } from "#server/features/media/media-store.ts";
import { route } from "#server/http/route.ts";
import { appVersion } from "#server/version.ts";
import { healthEndpoints as api } from "#shared/health/endpoints.ts";

/** The liveness probe and the readiness probe a proxy or orchestrator asks (decision 117). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, { access: "public" }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: "ok" as const, database: app.dialect, version: appVersion };
  });

  const expected = Object.keys(migrations).length;
  route(app, api.ready, { access: "public" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (app.lifecycle.draining) throw notReady("Shutting down.");
    const applied = await app.db
      .selectFrom("schema_migration" as never)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst()
      .catch(() => undefined);
    if (!applied) throw notReady("The database does not answer.");
    if (Number(applied.n) < expected) throw notReady("The database schema is not up to date.");
    const { store } = app.services.media;
    if (store.kind === "s3" && !(await storeReachable(store)))
      throw notReady("The media bucket does not answer.");
    return {
      status: "ready" as const,
      database: app.dialect,
      migrations: "done" as const,
      mediaStore: store.kind === "s3" ? ("reachable" as const) : ("local" as const),
    };
  });
}
