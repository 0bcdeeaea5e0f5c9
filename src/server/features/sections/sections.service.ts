import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { defaultSections } from "#shared/sections/normalize.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import {
  countSections,
  insertSectionsIfMissing,
  listSectionRows,
  markSectionsSeeded,
  sectionsWereSeeded,
} from "./sections.repository.ts";

/** The sections the public page shows: published only, in the owner's order. */
export async function listPublishedSections(db: Kysely<DB>): Promise<ContentSection[]> {
  return listSectionRows(db, { status: "published" });
}

/**
 * Seeds the default sections once per database: never again after that, so sections the owner
 * deletes stay deleted across restarts.
 */
export async function seedSections(db: Kysely<DB>): Promise<void> {
  if (await sectionsWereSeeded(db)) return;
  if ((await countSections(db)) === 0) await insertSectionsIfMissing(db, defaultSections());
  await markSectionsSeeded(db);
}
