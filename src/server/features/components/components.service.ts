import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import {
  type ComponentEntry,
  componentListSchema,
  defaultComponents,
  inPageOrder,
} from "#shared/components/schema.ts";
import { singleItemId } from "#shared/history/rules.ts";
import * as repository from "./components.repository.ts";

export interface ComponentsServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Every save keeps a version (issue 40). */
  history?: Pick<HistoryService, "record">;
}

export type ComponentsService = ReturnType<typeof createComponentsService>;

/** The page's component list: which components show, and in which order (decision 063). */
export function createComponentsService({ db, clock, history }: ComponentsServiceDeps) {
  const now = () => clock().toISOString();

  /**
   * Stores a checked list in the owner's order (the fixed components moved to their places) and keeps
   * it as a version, in a transaction of its own or one another service opened.
   */
  async function store(list: ComponentEntry[], on: Db, by?: SavedBy): Promise<ComponentEntry[]> {
    const ordered = inPageOrder(list);
    const write = async (trx: Db) => {
      const before = await repository.findComponentList(trx);
      await repository.saveComponentList(trx, ordered, now());
      await history?.record(trx, {
        kind: "components",
        itemId: singleItemId,
        content: ordered,
        by,
        before: before && { content: before.components, savedAt: before.updatedAt },
      });
    };
    if (on.isTransaction) await write(on);
    else await (on as Kysely<DB>).transaction().execute(write);
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
    save: (list: ComponentEntry[], by?: SavedBy): Promise<ComponentEntry[]> => store(list, db, by),

    /** Restores the default list (every component shown); pass a transaction to reset it with other data. */
    reset: (transaction: Db = db, by?: SavedBy): Promise<ComponentEntry[]> =>
      store(defaultComponents, transaction, by),
  };
}
