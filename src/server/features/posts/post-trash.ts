import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { listDeletedRows, markRowDeleted } from "#server/features/trash/trash-mark.ts";
import { postMessages, postPagePath } from "#shared/posts/rules.ts";
import type { PostRow } from "./post.repository.ts";

/**
 * The posts' side of the Trash (decision 160), part of the posts' service, as the projects' (decision
 * 142): a deleted post keeps its row, slug, earlier addresses and History, hidden from visitors and
 * the Writing tab, until it is restored, deleted for good or purged after 30 days.
 */
export function createPostTrash({
  db,
  clock,
  history,
}: {
  db: Kysely<DB>;
  clock: Clock;
  history?: Pick<HistoryService, "forget">;
}) {
  return {
    async moveToTrash(id: string, by: SavedBy | null): Promise<void> {
      const mark = { deletedAt: clock().toISOString(), deletedBy: by };
      if (!(await markRowDeleted(db, "post", id, mark))) throw notFound(postMessages.notFound);
    },

    /** Out of the Trash, whole: the same address, date and place in the list as before. */
    async restoreFromTrash(id: string): Promise<void> {
      if (!(await markRowDeleted(db, "post", id, null))) throw notFound(postMessages.notFound);
    },

    /** The posts in the Trash (deleted at or before `before` when given), the most recently deleted first. */
    trashed: (before?: string) => listDeletedRows(db, "post", postPagePath, before),

    /** Removes a post in the Trash for good, with its earlier addresses and versions; answers what it held. */
    async removePermanently(id: string): Promise<PostRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("post")
          .selectAll()
          .where("id", "=", id)
          .where("deleted_at", "is not", null)
          .executeTakeFirst();
        if (!row) throw notFound(postMessages.notFound);
        await trx.deleteFrom("post").where("id", "=", id).execute();
        await history?.forget(trx, "post", id);
        return row;
      });
    },
  };
}
