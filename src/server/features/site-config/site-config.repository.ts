import { type Db, readJson, writeJson } from "#server/db/columns.ts";

/** The single row's id. */
export const siteConfigRowId = 1;

export interface StoredSiteConfig {
  config: unknown;
  version: number;
  updatedAt: string;
}

export async function findSiteConfig(db: Db): Promise<StoredSiteConfig | undefined> {
  const row = await db
    .selectFrom("site_config")
    .select(["config", "version", "updated_at"])
    .where("id", "=", siteConfigRowId)
    .executeTakeFirst();
  return (
    row && {
      config: readJson<unknown>(row.config, undefined),
      version: row.version,
      updatedAt: row.updated_at,
    }
  );
}

/** Inserts the row unless it exists (first start); never overwrites the owner's configuration. */
export async function insertSiteConfigIfMissing(db: Db, config: unknown, now: string): Promise<void> {
  await db
    .insertInto("site_config")
    .values({
      id: siteConfigRowId,
      config: writeJson(config),
      version: 1,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/**
 * Replaces the configuration and bumps its version. With `expectedVersion`, only when the stored
 * version still matches (optimistic concurrency); answers undefined when it does not.
 */
export async function updateSiteConfigRow(
  db: Db,
  config: unknown,
  now: string,
  expectedVersion?: number,
): Promise<StoredSiteConfig | undefined> {
  let update = db
    .updateTable("site_config")
    .set((eb) => ({
      config: writeJson(config),
      version: eb("version", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", siteConfigRowId);
  if (expectedVersion !== undefined) update = update.where("version", "=", expectedVersion);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findSiteConfig(db);
}
