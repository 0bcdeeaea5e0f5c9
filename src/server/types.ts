import type { Kysely } from "kysely";
import type { Config } from "./config.ts";
import type { DatabaseDialect } from "./db/database.ts";
import type { DB } from "./db/schema.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: DatabaseDialect;
  }
}
