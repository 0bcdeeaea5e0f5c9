import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";

/** The single row's id. */
export const componentListRowId = 1;

export interface StoredComponentList {
  components: unknown;
  version: number;
  updatedAt: string;
}

export async function findComponentList(db: Kysely<DB>): Promise<StoredComponentList | undefined> {
  const row = await db
    .selectFrom("component_list")
    .select(["components", "version", "updated_at"])
    .where("id", "=", componentListRowId)
    .executeTakeFirst();
  if (!row) return undefined;
  let components: unknown;
  try {
    components = JSON.parse(row.components);
  } catch {
    components = undefined;
  }
  return { components, version: row.version, updatedAt: row.updated_at };
}

/** Inserts the row unless it exists (first start); never overwrites the owner's list. */
export async function insertComponentListIfMissing(db: Kysely<DB>, components: unknown): Promise<void> {
  await db
    .insertInto("component_list")
    .values({
      id: componentListRowId,
      components: JSON.stringify(components),
      version: 1,
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** Replaces the stored list (creating the row if needed) and bumps its version. */
export async function saveComponentListRow(db: Kysely<DB>, components: unknown): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("component_list")
    .values({ id: componentListRowId, components: JSON.stringify(components), version: 1, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet((eb) => ({
        components: eb.ref("excluded.components"),
        version: eb("component_list.version", "+", 1),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}
