import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { projectMessages } from "#shared/projects/rules.ts";
import { findProject, inTransaction, type ProjectRecord } from "./project.repository.ts";
import {
  deleteProject,
  findDeletedProject,
  listDeletedProjects,
  markProjectDeleted,
} from "./project-trash.repository.ts";

/** The projects' side of the Trash, part of the projects' service. */
export function createProjectTrash({
  db,
  clock,
  history,
}: {
  db: Kysely<DB>;
  clock: Clock;
  history?: Pick<HistoryService, "forget">;
}) {
  return {
    /**
     * To the Trash (decision 142): hidden from visitors and the owner's lists at once; its page address,
     * gallery, media and history kept until it is restored or deleted for good.
     */
    async moveToTrash(id: string, by: SavedBy | null): Promise<void> {
      const mark = { deletedAt: clock().toISOString(), deletedBy: by };
      if (!(await markProjectDeleted(db, id, mark))) throw notFound(projectMessages.notFound(id));
    },

    /** Out of the Trash, whole: the same row, address, gallery and place as before. */
    async restoreFromTrash(id: string): Promise<void> {
      if (!(await markProjectDeleted(db, id, null))) throw notFound(projectMessages.notFound(id));
    },

    /** What is in the Trash (deleted at or before `before` when given). */
    trashed: (before?: string) => listDeletedProjects(db, before),

    /**
     * Removes the project for good with its earlier addresses and versions: one in the Trash, or any
     * with `evenLive` (the API's `permanent=true`). Answers what it held, for its media to be cleared.
     */
    async removePermanently(id: string, { evenLive = false } = {}): Promise<ProjectRecord> {
      return inTransaction(db, async (trx) => {
        const record =
          (await findDeletedProject(trx, id)) ?? (evenLive ? await findProject(trx, id) : undefined);
        if (!record || !(await deleteProject(trx, id))) throw notFound(projectMessages.notFound(id));
        await history?.forget(trx, "project", id);
        return record;
      });
    },
  };
}
