import type { Kysely } from "kysely";
import {
  type ComponentEntry,
  type ComponentId,
  componentIds,
  componentListSchema,
  defaultComponents,
} from "../../../shared/components.ts";
import type { DB } from "../../db/schema.ts";
import { invalid } from "../../errors.ts";
import {
  findComponentList,
  insertComponentListIfMissing,
  saveComponentListRow,
} from "./components.repository.ts";

/** The stored visibility list; the defaults when none is stored or it is unreadable. */
export async function getComponentList(db: Kysely<DB>): Promise<ComponentEntry[]> {
  const stored = await findComponentList(db);
  const parsed = componentListSchema.safeParse(stored?.components);
  return parsed.success ? parsed.data : defaultComponents;
}

export async function seedComponentList(db: Kysely<DB>): Promise<void> {
  await insertComponentListIfMissing(db, defaultComponents);
}

/**
 * Stores the owner's visibility list. Every id must be one of the page's components and appear once;
 * the list is kept in page order.
 */
export async function saveComponentList(db: Kysely<DB>, list: ComponentEntry[]): Promise<ComponentEntry[]> {
  const known = new Set<string>(componentIds);
  const seen = new Set<string>();
  for (const entry of list) {
    if (!known.has(entry.id))
      throw invalid(`Unknown component: ${entry.id}`, { [entry.id]: "Unknown component" });
    if (seen.has(entry.id))
      throw invalid(`Component listed twice: ${entry.id}`, { [entry.id]: "Listed twice" });
    seen.add(entry.id);
  }
  const ordered = [...list].sort(
    (a, b) => componentIds.indexOf(a.id as ComponentId) - componentIds.indexOf(b.id as ComponentId),
  );
  await saveComponentListRow(db, ordered);
  return ordered;
}
