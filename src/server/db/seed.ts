import type { Kysely } from "kysely";
import { systemClock } from "#server/clock.ts";
import { createComponentsService } from "#server/features/components/components.service.ts";
import { createSectionsService } from "#server/features/sections/sections.service.ts";
import { createSiteConfigService } from "#server/features/site-config/site-config.service.ts";
import type { DB } from "./schema.ts";

/**
 * First-start data, run right after the migrations (server start and every test database), through the
 * services that own it. Each step is idempotent: it only fills what has never been stored, never
 * overwrites the owner's work.
 */
export async function seedDefaults(db: Kysely<DB>, clock = systemClock, publicUrl?: string): Promise<void> {
  const components = createComponentsService({ db, clock });
  await createSiteConfigService({ db, components, clock, publicUrl }).seed();
  await components.seed();
  await createSectionsService({ db, clock }).seed();
}
