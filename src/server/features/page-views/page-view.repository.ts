import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema.ts";

/** Adds `views` to the count of `day`, in one statement (a batch of views). */
export async function addViews(db: Kysely<DB>, day: string, views: number): Promise<void> {
  await db
    .insertInto("page_view_day")
    .values({ day, views })
    .onConflict((oc) =>
      oc.column("day").doUpdateSet({ views: sql<number>`page_view_day.views + excluded.views` }),
    )
    .execute();
}

export async function totalViews(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("page_view_day")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("views"), sql<number>`0`).as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
