import type { Kysely } from "kysely";
import type { ChangeBus } from "./changes/change-bus.ts";
import type { Config } from "./config.ts";
import type { DatabaseDialect } from "./db/database.ts";
import type { DB } from "./db/schema.ts";
import type { PageCache } from "./pages/page-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: DatabaseDialect;
    /** The change bus every cache and live stream subscribes to (decision 113). */
    changes: ChangeBus;
    /** The cached pages and files (decision 155): what it holds is read by tests, written by its routes. */
    pageCache: PageCache;
    /** `draining`: SIGTERM was received; the readiness probe answers 503 and answers close their connection. */
    lifecycle: { draining: boolean };
  }
}
