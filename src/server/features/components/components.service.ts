import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import {
  type ComponentEntry,
  componentListSchema,
  defaultComponents,
  inPageOrder,
} from "#shared/components/schema.ts";
import * as repository from "./components.repository.ts";

export interface ComponentsServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
}

export type ComponentsService = ReturnType<typeof createComponentsService>;

/** The page's component list: which components show, and in which order (decision 063). */
export function createComponentsService({ db, clock }: ComponentsServiceDeps) {
  const now = () => clock().toISOString();

  /**
   * Stores a checked list in the owner's order (the fixed components moved to their places), on the
   * database or in a transaction another service opened.
   */
  async function store(list: ComponentEntry[], on: Db): Promise<ComponentEntry[]> {
    const ordered = inPageOrder(list);
    await repository.saveComponentList(on, ordered, now());
    return ordered;
  }

  return {
    /** The stored visibility list; the defaults when none is stored or it is unreadable. */
    async list(): Promise<ComponentEntry[]> {
      const stored = await repository.findComponentList(db);
      const parsed = componentListSchema.safeParse(stored?.components);
      return parsed.success ? parsed.data : defaultComponents;
    },

    /** First start: the default list, unless one is stored. */
    seed: (): Promise<void> => repository.insertComponentListIfMissing(db, defaultComponents, now()),

    /**
     * Stores the owner's visibility list (already checked by `componentListSchema`: every id one of the
     * page's components, each once); its order is the page's order.
     */
    save: (list: ComponentEntry[]): Promise<ComponentEntry[]> => store(list, db),

    /** Restores the default list (every component shown); pass a transaction to reset it with other data. */
    reset: (transaction: Db = db): Promise<ComponentEntry[]> => store(defaultComponents, transaction),
  };
}
