import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema.ts";

export async function incrementDay(db: Kysely<DB>, day: string): Promise<void> {
  await db
    .insertInto("page_view_day")
    .values({ day, views: 1 })
    .onConflict((oc) => oc.column("day").doUpdateSet({ views: sql<number>`page_view_day.views + 1` }))
    .execute();
}

export async function totalViews(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("page_view_day")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("views"), sql<number>`0`).as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
