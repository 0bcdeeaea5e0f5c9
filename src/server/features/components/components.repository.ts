import { type Db, readJson, writeJson } from "#server/db/columns.ts";

/** The single row's id. */
export const componentListRowId = 1;

export interface StoredComponentList {
  /** The parsed list as stored (undefined when unreadable); the service checks it. */
  components: unknown;
  version: number;
  updatedAt: string;
}

export async function findComponentList(db: Db): Promise<StoredComponentList | undefined> {
  const row = await db
    .selectFrom("component_list")
    .select(["components", "version", "updated_at"])
    .where("id", "=", componentListRowId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    components: readJson<unknown>(row.components, undefined),
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** Inserts the row unless it exists (first start); never overwrites the owner's list. */
export async function insertComponentListIfMissing(db: Db, components: unknown, now: string): Promise<void> {
  await db
    .insertInto("component_list")
    .values({ id: componentListRowId, components: writeJson(components), version: 1, updated_at: now })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** Replaces the stored list (creating the row if needed) and bumps its version. */
export async function saveComponentList(db: Db, components: unknown, now: string): Promise<void> {
  await db
    .insertInto("component_list")
    .values({ id: componentListRowId, components: writeJson(components), version: 1, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet((eb) => ({
        components: eb.ref("excluded.components"),
        version: eb("component_list.version", "+", 1),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}
