import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { type TrashMark, trashColumns, trashMarkOf } from "#server/features/trash/trash-mark.ts";
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
  /** Marks a live post deleted (`mark`), or takes one out of the Trash (null); false when there is none. */
  async function mark(id: string, value: TrashMark | null): Promise<boolean> {
    const result = await db
      .updateTable("post")
      .set(trashColumns(value))
      .where("id", "=", id)
      .where("deleted_at", value ? "is" : "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    async moveToTrash(id: string, by: SavedBy | null): Promise<void> {
      if (!(await mark(id, { deletedAt: clock().toISOString(), deletedBy: by })))
        throw notFound(postMessages.notFound);
    },

    /** Out of the Trash, whole: the same address, date and place in the list as before. */
    async restoreFromTrash(id: string): Promise<void> {
      if (!(await mark(id, null))) throw notFound(postMessages.notFound);
    },

    /** The posts in the Trash (deleted at or before `before` when given), the most recently deleted first. */
    async trashed(before?: string) {
      let query = db
        .selectFrom("post")
        .select(["id", "title", "slug", "deleted_at", "deleted_by_id", "deleted_by_name"])
        .where("deleted_at", "is not", null);
      if (before) query = query.where("deleted_at", "<=", before);
      const rows = await query.orderBy("deleted_at", "desc").orderBy("id").execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        detail: postPagePath(row.slug),
        ...trashMarkOf(row),
      }));
    },

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
