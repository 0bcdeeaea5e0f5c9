import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import { runExclusive } from "#server/db/exclusive-jobs.ts";
import type { DB } from "#server/db/schema.ts";
import { AppError, invalid } from "#server/errors.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { PostsService } from "#server/features/posts/post.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import {
  type ScheduleAction,
  type ScheduledChange,
  type ScheduleInput,
  type ScheduleKind,
  scheduleMessages,
} from "#shared/schedule/schema.ts";

/** Who a change the schedule applies is saved by, in the item's History. */
export const scheduleSaver: SavedBy = { id: null, name: "Schedule" };

interface ScheduleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  projects: Pick<ProjectService, "get" | "update">;
  sections: Pick<SectionsService, "get" | "update">;
  posts: Pick<PostsService, "get" | "update">;
}

const idOf = (kind: string, itemId: string, action: string) => `${kind}:${itemId}:${action}`;
const other = (action: ScheduleAction): ScheduleAction => (action === "publish" ? "unpublish" : "publish");

/**
 * Publishing on a schedule (issue 40, decision 150): a project, a post or a section set to go live, or offline,
 * at an instant. `runDue` applies what is due through the items' own services (so each change is a
 * version in the item's History, saved by "Schedule") and forgets it; the plugin runs it at each
 * change's time, every 30 seconds and at start, which catches up after downtime.
 */
export function createScheduleService({ db, clock, projects, sections, posts }: ScheduleDependencies) {
  /** The item's title (a project's, a post's, a section's name), or undefined when it is gone or in the Trash. */
  async function titleOf(kind: ScheduleKind, itemId: string): Promise<string | undefined> {
    try {
      if (kind === "project") return (await projects.get(itemId, { includeInactive: true })).title;
      if (kind === "post") return (await posts.get(itemId)).title;
      return (await sections.get(itemId)).name;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  async function apply(kind: ScheduleKind, itemId: string, action: ScheduleAction): Promise<void> {
    if (kind === "project") await projects.update(itemId, { isActive: action === "publish" }, scheduleSaver);
    // A post without a publish date is dated by this publish, as when the owner publishes it.
    else if (kind === "post")
      await posts.update(itemId, { status: action === "publish" ? "published" : "draft" }, scheduleSaver);
    else
      await sections.update(itemId, { status: action === "publish" ? "published" : "draft" }, scheduleSaver);
  }

  const service = {
    /** When the soonest change waiting is due (ISO 8601), or undefined when nothing waits. */
    async nextDueAt(): Promise<string | undefined> {
      const row = await db
        .selectFrom("scheduled_change")
        .select((eb) => eb.fn.min("due_at").as("due"))
        .executeTakeFirst();
      return row?.due ?? undefined;
    },

    /** Everything waiting for its time, soonest first, for items that are still there. */
    async list(): Promise<ScheduledChange[]> {
      const rows = await db
        .selectFrom("scheduled_change")
        .selectAll()
        .orderBy("due_at")
        .orderBy("id")
        .execute();
      const items: ScheduledChange[] = [];
      for (const row of rows) {
        const kind = row.kind as ScheduleKind;
        const title = await titleOf(kind, row.item_id);
        // Its item is gone (deleted, in the Trash): not shown; the job forgets it when it falls due.
        if (title === undefined) continue;
        items.push({
          kind,
          itemId: row.item_id,
          action: row.action as ScheduleAction,
          dueAt: row.due_at,
          title,
          setBy: row.set_by_name,
        });
      }
      return items;
    },

    /** Sets when an item goes live or offline, or cancels it (`dueAt: null`). */
    async set({ kind, itemId, action, dueAt }: ScheduleInput, by: SavedBy): Promise<void> {
      const id = idOf(kind, itemId, action);
      if (dueAt === null) {
        await db.deleteFrom("scheduled_change").where("id", "=", id).execute();
        return;
      }
      if ((await titleOf(kind, itemId)) === undefined)
        throw new AppError(404, "not_found", `No ${kind} with id ${itemId}`);
      const due = new Date(dueAt).toISOString();
      if (due <= clock().toISOString())
        throw invalid(scheduleMessages.inThePast, { dueAt: scheduleMessages.inThePast });
      const paired = await db
        .selectFrom("scheduled_change")
        .select("due_at")
        .where("id", "=", idOf(kind, itemId, other(action)))
        .executeTakeFirst();
      if (paired && (action === "publish" ? due >= paired.due_at : due <= paired.due_at)) {
        const message =
          action === "publish" ? scheduleMessages.liveAfterOffline : scheduleMessages.offlineBeforeLive;
        throw invalid(message, { dueAt: message });
      }
      const row = {
        id,
        kind,
        item_id: itemId,
        action,
        due_at: due,
        set_by_name: by.name,
        set_at: clock().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("scheduled_change").where("id", "=", id).execute();
        await trx.insertInto("scheduled_change").values(row).execute();
      });
    },

    /**
     * Applies every change that is due, oldest first, on one instance at a time (the job's advisory lock
     * on PostgreSQL), and answers how many were applied. A change whose item has gone is forgotten.
     */
    async runDue(): Promise<{ applied: number; failed: number }> {
      const result = { applied: 0, failed: 0 };
      await runExclusive(db, "scheduled-changes", async () => {
        const due = await db
          .selectFrom("scheduled_change")
          .selectAll()
          .where("due_at", "<=", clock().toISOString())
          .orderBy("due_at")
          .orderBy("id")
          .execute();
        for (const row of due) {
          try {
            await apply(row.kind as ScheduleKind, row.item_id, row.action as ScheduleAction);
            result.applied += 1;
          } catch (error) {
            // Its item is gone (deleted, in the Trash): forgotten. Any other failure (a database outage)
            // leaves it for the next run.
            if (!(error instanceof AppError && error.statusCode === 404)) {
              result.failed += 1;
              continue;
            }
          }
          await db.deleteFrom("scheduled_change").where("id", "=", row.id).execute();
        }
      });
      return result;
    },
  };
  return service;
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
