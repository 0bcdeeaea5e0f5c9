import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";

/** Projects the public gallery shows. */
export async function countActiveProjects(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("project")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("is_active", "=", 1)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
