import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import {
  type ComponentEntry,
  type ComponentId,
  componentIds,
  componentListSchema,
  defaultComponents,
} from "#shared/components/schema.ts";
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
 * Stores the owner's visibility list (already checked by `componentListSchema`: every id one of the
 * page's components, each once), kept in page order.
 */
export async function saveComponentList(db: Kysely<DB>, list: ComponentEntry[]): Promise<ComponentEntry[]> {
  const ordered = [...list].sort(
    (a, b) => componentIds.indexOf(a.id as ComponentId) - componentIds.indexOf(b.id as ComponentId),
  );
  await saveComponentListRow(db, ordered);
  return ordered;
}

/** Restores the default list (every component shown); pass a transaction to reset it with other data. */
export async function resetComponentList(db: Kysely<DB>): Promise<ComponentEntry[]> {
  return saveComponentList(db, defaultComponents);
}

export type ComponentsService = ReturnType<typeof createComponentsService>;

/** The page's component list: which components show, in page order. */
export function createComponentsService({ db }: { db: Kysely<DB> }) {
  return {
    list: () => getComponentList(db),
    seed: () => seedComponentList(db),
    save: (list: ComponentEntry[]) => saveComponentList(db, list),
    reset: () => resetComponentList(db),
  };
}
