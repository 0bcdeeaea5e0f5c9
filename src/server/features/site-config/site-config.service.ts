import type { Kysely } from "kysely";
import type { z } from "zod";
import { defaultSiteConfig, type SiteConfig, siteConfigSchema } from "../../../shared/site-config.ts";
import type { DB } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";
import { findSiteConfig, insertSiteConfigIfMissing, updateSiteConfigRow } from "./site-config.repository.ts";

export interface SiteConfigRecord {
  config: SiteConfig;
  version: number;
  updatedAt: string;
}

/**
 * A stored configuration made whole: each group's fields that are present and valid win, the rest
 * keep their defaults (older documents and hand-imported files never break the page).
 */
export function normalizeSiteConfig(raw: unknown): SiteConfig {
  const stored = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const groups = siteConfigSchema.shape as Record<string, z.ZodObject>;
  for (const [group, groupSchema] of Object.entries(groups)) {
    const defaults = defaultSiteConfig[group as keyof SiteConfig] as Record<string, unknown>;
    const value = (stored[group] && typeof stored[group] === "object" ? stored[group] : {}) as Record<
      string,
      unknown
    >;
    const merged: Record<string, unknown> = { ...defaults };
    for (const [key, fieldSchema] of Object.entries(groupSchema.shape as Record<string, z.ZodType>)) {
      if (!(key in value)) continue;
      const parsed = fieldSchema.safeParse(value[key]);
      if (parsed.success) merged[key] = parsed.data;
    }
    result[group] = merged;
  }
  return result as SiteConfig;
}

export async function getSiteConfigRecord(db: Kysely<DB>): Promise<SiteConfigRecord> {
  const stored = await findSiteConfig(db);
  if (!stored) return { config: defaultSiteConfig, version: 0, updatedAt: new Date(0).toISOString() };
  return { config: normalizeSiteConfig(stored.config), version: stored.version, updatedAt: stored.updatedAt };
}

export async function getSiteConfig(db: Kysely<DB>): Promise<SiteConfig> {
  return (await getSiteConfigRecord(db)).config;
}

export async function seedSiteConfig(db: Kysely<DB>): Promise<void> {
  await insertSiteConfigIfMissing(db, defaultSiteConfig);
}

/**
 * Saves the owner's configuration. A `version` that is not the stored one means another tab or device
 * saved in between: 409 instead of silently overwriting that work.
 */
export async function saveSiteConfig(
  db: Kysely<DB>,
  config: SiteConfig,
  version?: number,
): Promise<SiteConfigRecord> {
  await insertSiteConfigIfMissing(db, defaultSiteConfig);
  const stored = await updateSiteConfigRow(db, config, version);
  if (!stored) {
    throw conflict(
      "The configuration was changed in another tab or device. Reload to get the latest version, then save again.",
    );
  }
  return { config: normalizeSiteConfig(stored.config), version: stored.version, updatedAt: stored.updatedAt };
}

/** Restores the §3 defaults (a new version, so other open editors see a conflict). */
export async function resetSiteConfig(db: Kysely<DB>): Promise<SiteConfigRecord> {
  return saveSiteConfig(db, defaultSiteConfig);
}
