import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";

/** The single row's id. */
export const siteConfigRowId = 1;

export interface StoredSiteConfig {
  config: unknown;
  version: number;
  updatedAt: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function findSiteConfig(db: Kysely<DB>): Promise<StoredSiteConfig | undefined> {
  const row = await db
    .selectFrom("site_config")
    .select(["config", "version", "updated_at"])
    .where("id", "=", siteConfigRowId)
    .executeTakeFirst();
  return row && { config: parseJson(row.config), version: row.version, updatedAt: row.updated_at };
}

/** Inserts the row unless it exists (first start); never overwrites the owner's configuration. */
export async function insertSiteConfigIfMissing(db: Kysely<DB>, config: unknown): Promise<void> {
  await db
    .insertInto("site_config")
    .values({
      id: siteConfigRowId,
      config: JSON.stringify(config),
      version: 1,
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/**
 * Replaces the configuration and bumps its version. With `expectedVersion`, only when the stored
 * version still matches (optimistic concurrency); answers undefined when it does not.
 */
export async function updateSiteConfigRow(
  db: Kysely<DB>,
  config: unknown,
  expectedVersion?: number,
): Promise<StoredSiteConfig | undefined> {
  let update = db
    .updateTable("site_config")
    .set((eb) => ({
      config: JSON.stringify(config),
      version: eb("version", "+", 1),
      updated_at: new Date().toISOString(),
    }))
    .where("id", "=", siteConfigRowId);
  if (expectedVersion !== undefined) update = update.where("version", "=", expectedVersion);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findSiteConfig(db);
}
