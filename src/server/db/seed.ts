import type { Kysely } from "kysely";
import { seedComponentList } from "#server/features/components/components.service.ts";
import { seedSections } from "#server/features/sections/sections.service.ts";
import { seedSiteConfig } from "#server/features/site-config/site-config.service.ts";
import type { DB } from "./schema.ts";

/**
 * First-start data, run right after the migrations (server start and every test database).
 * Each step is idempotent: it only fills what has never been stored, never overwrites the owner's work.
 */
export async function seedDefaults(db: Kysely<DB>): Promise<void> {
  await seedSiteConfig(db);
  await seedComponentList(db);
  await seedSections(db);
}
