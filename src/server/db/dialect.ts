import { type Kysely, PostgresAdapter } from "kysely";

/** For the rare migration that must differ between dialects. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
