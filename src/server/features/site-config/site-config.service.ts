import type { Kysely } from "kysely";
import { z } from "zod";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { conflict } from "#server/errors.ts";
import type { ComponentsService } from "#server/features/components/components.service.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import type { ComponentEntry } from "#shared/components/schema.ts";
import { singleItemId } from "#shared/history/rules.ts";
import { defaultSiteConfig, type SiteConfig, siteConfigSchema } from "#shared/site-config/schema.ts";
import {
  findSiteConfig,
  insertSiteConfigIfMissing,
  type StoredSiteConfig,
  updateSiteConfigRow,
} from "./site-config.repository.ts";

export interface SiteConfigRecord {
  config: SiteConfig;
  version: number;
  updatedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored value where it passes `schema`, field by field through nested groups. A missing field
 * takes its default; a stored text the rules now refuse (say a link without https://) becomes empty
 * when empty is allowed, so the page never shows the sample owner's value in place of the owner's.
 */
function validOrDefault(schema: z.ZodType, defaults: unknown, stored: unknown): unknown {
  if (schema instanceof z.ZodObject) {
    const values = isRecord(stored) ? stored : {};
    const base = defaults as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        key in values ? validOrDefault(field, base[key], values[key]) : base[key],
      ]),
    );
  }
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return typeof stored === "string" && schema.safeParse("").success ? "" : defaults;
}

/**
 * A stored configuration made whole: the fields that are present and valid win, the rest keep their
 * defaults (older documents and hand-imported files never break the page).
 */
export function normalizeSiteConfig(raw: unknown): SiteConfig {
  return validOrDefault(siteConfigSchema, defaultSiteConfig, raw) as SiteConfig;
}

const toRecord = (stored: StoredSiteConfig): SiteConfigRecord => ({
  config: normalizeSiteConfig(stored.config),
  version: stored.version,
  updatedAt: stored.updatedAt,
});

async function readRecord(db: Db, defaults: SiteConfig): Promise<SiteConfigRecord> {
  const stored = await findSiteConfig(db);
  if (!stored) return { config: defaults, version: 0, updatedAt: new Date(0).toISOString() };
  return toRecord(stored);
}

const staleVersion =
  "The configuration was changed in another tab or device. Reload to get the latest version, then save again.";

export interface SiteConfigServiceDeps {
  db: Kysely<DB>;
  /** The site-config reset restores the component list too, in the same transaction. */
  components: Pick<ComponentsService, "reset">;
  clock: Clock;
  /** The site's address: served over https://, its defaults turn HSTS on (issue 28). */
  publicUrl?: string;
  /** Every save keeps a version (issue 40). */
  history?: Pick<HistoryService, "record">;
}

/** The defaults for a site at `publicUrl`: HSTS on when it is https:// (the owner may turn it off). */
export function siteConfigDefaultsFor(publicUrl = ""): SiteConfig {
  if (!publicUrl.startsWith("https://")) return defaultSiteConfig;
  return { ...defaultSiteConfig, security: { ...defaultSiteConfig.security, enableHSTS: true } };
}

export type SiteConfigService = ReturnType<typeof createSiteConfigService>;

/** The page's configuration: read (made whole), first-start seed, the owner's save and reset. */
export function createSiteConfigService({
  db,
  components,
  clock,
  publicUrl,
  history,
}: SiteConfigServiceDeps) {
  const now = () => clock().toISOString();
  const defaults = siteConfigDefaultsFor(publicUrl);

  /**
   * Writes the configuration in `trx` (over `version` when given: undefined when it is stale) and keeps
   * it as a version, the stored one first when the configuration has no history yet.
   */
  async function write(trx: Db, config: SiteConfig, by?: SavedBy, version?: number) {
    await insertSiteConfigIfMissing(trx, defaults, now());
    const before = await findSiteConfig(trx);
    const stored = await updateSiteConfigRow(trx, config, now(), version);
    if (!stored) return undefined;
    await history?.record(trx, {
      kind: "site-config",
      itemId: singleItemId,
      content: normalizeSiteConfig(stored.config),
      by,
      before: before && { content: normalizeSiteConfig(before.config), savedAt: before.updatedAt },
    });
    return stored;
  }

  return {
    /** The configuration with its version (0 and the defaults when none is stored). */
    getRecord: (): Promise<SiteConfigRecord> => readRecord(db, defaults),

    /** The stored configuration, made whole. */
    get: async (): Promise<SiteConfig> => (await readRecord(db, defaults)).config,

    /** First start: the defaults, unless a configuration is stored. */
    seed: (): Promise<void> => insertSiteConfigIfMissing(db, defaults, now()),

    /** Saves `config` in `trx`, another write's transaction (an import's), with its version kept. */
    async saveIn(trx: Db, config: SiteConfig, by?: SavedBy): Promise<void> {
      if (!(await write(trx, config, by))) throw new Error("the site configuration row could not be written");
    },

    /**
     * Saves the owner's configuration over the `version` it was based on. Any other stored version means
     * another tab or device saved in between: 409 instead of silently overwriting that work.
     */
    async save(config: SiteConfig, version: number, by?: SavedBy): Promise<SiteConfigRecord> {
      const stored = await db.transaction().execute((trx) => write(trx, config, by, version));
      if (!stored) throw conflict(staleVersion);
      return toRecord(stored);
    },

    /**
     * Restores the defaults and shows every component again, in one transaction (the Reset button
     * promises "all configuration"). A new version, so other open editors see a conflict.
     */
    reset(by?: SavedBy): Promise<{ record: SiteConfigRecord; components: ComponentEntry[] }> {
      return db.transaction().execute(async (trx) => {
        const stored = await write(trx, defaults, by);
        if (!stored) throw new Error("the site configuration row could not be reset");
        const restored = await components.reset(trx, by);
        const record = { config: defaults, version: stored.version, updatedAt: stored.updatedAt };
        return { record, components: restored };
      });
    },
  };
}
