import type { Kysely } from "kysely";
import { type ComponentEntry, componentListSchema, defaultComponents } from "../../../shared/components.ts";
import type { DB } from "../../db/schema.ts";
import { findComponentList, insertComponentListIfMissing } from "./components.repository.ts";

/** The stored visibility list; the defaults when none is stored or it is unreadable. */
export async function getComponentList(db: Kysely<DB>): Promise<ComponentEntry[]> {
  const stored = await findComponentList(db);
  const parsed = componentListSchema.safeParse(stored?.components);
  return parsed.success ? parsed.data : defaultComponents;
}

export async function seedComponentList(db: Kysely<DB>): Promise<void> {
  await insertComponentListIfMissing(db, defaultComponents);
}
