import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { AppError, notFound } from "#server/errors.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { PostsService } from "#server/features/posts/post.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { EntryTrash } from "#server/features/sections/entry-trash.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import type { InvitationTrash } from "#server/features/users/invitation-trash.ts";
import { daysLeft, purgeBefore, purgeTime, type TrashKind, trashMessages } from "#shared/trash/rules.ts";
import type { TrashItem } from "#shared/trash/schema.ts";
import type { TrashedItem } from "./trash-mark.ts";
import { mediaStillUsed, mediaUrlsIn } from "./trash-media.ts";

/** What each feature does for the Trash with its own rows. */
type TrashOps = "moveToTrash" | "restoreFromTrash" | "trashed" | "removePermanently";

export interface TrashServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  projects: Pick<ProjectService, TrashOps>;
  posts: Pick<PostsService, TrashOps>;
  sections: Pick<SectionsService, TrashOps>;
  entries: Pick<EntryTrash, TrashOps>;
  invitations: Pick<InvitationTrash, TrashOps>;
  media: Pick<MediaService, "discard">;
}

export type TrashService = ReturnType<typeof createTrashService>;

/**
 * The Trash (issue 40, decision 142): deleted projects, posts (decision 160), sections and entries of
 * sections stay, hidden, for 30 days; each feature marks, restores and removes its own rows, and this service lists them together, clears the
 * media nothing else names once an item is gone for good, and runs the daily purge.
 */
export function createTrashService(deps: TrashServiceDeps) {
  const { db, clock, projects, posts, sections, entries, invitations, media } = deps;
  const features = {
    project: projects,
    post: posts,
    section: sections,
    entry: entries,
    invitation: invitations,
  } as const;

  const toItem = (kind: TrashKind, item: TrashedItem, now: Date): TrashItem => {
    const purgeAt = item.purgeAt ? new Date(item.purgeAt) : purgeTime(item.deletedAt);
    return { kind, ...item, purgeAt: purgeAt.toISOString(), daysLeft: daysLeft(purgeAt, now) };
  };

  /** Everything in the Trash (or deleted at or before `before`), the most recently deleted first. */
  async function listed(before?: string): Promise<TrashItem[]> {
    const now = clock();
    const lists = await Promise.all(
      (Object.keys(features) as TrashKind[]).map(async (kind) =>
        (await features[kind].trashed(before)).map((item) => toItem(kind, item, now)),
      ),
    );
    return lists.flat().sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id));
  }

  /** The uploaded files the removed item named that nothing kept names any more: deleted too. */
  async function clearMedia(removed: unknown): Promise<void> {
    const urls = mediaUrlsIn(removed);
    if (urls.length === 0) return;
    const used = await mediaStillUsed(db, urls);
    await media.discard(urls.filter((url) => !used.has(url)));
  }

  const service = {
    list: () => listed(),

    /** Moves a live project or section to the Trash (404 when there is none). */
    moveToTrash: (kind: TrashKind, id: string, by: SavedBy | null) => features[kind].moveToTrash(id, by),

    /** Brings an item back whole; answers it as the Trash listed it (404 when it is not there). */
    async restore(kind: TrashKind, id: string, by?: SavedBy): Promise<TrashItem> {
      const item = (await listed()).find((entry) => entry.kind === kind && entry.id === id);
      if (!item) throw notFound(trashMessages.notInTrash);
      await features[kind].restoreFromTrash(id, by);
      return item;
    },

    /**
     * Deletes an item in the Trash for good, with its versions and the media nothing else names; a
     * project not in the Trash too with `evenLive` (the projects API's `permanent=true`).
     */
    async deleteForGood(kind: TrashKind, id: string, { evenLive = false } = {}): Promise<void> {
      const removed =
        kind === "project"
          ? await projects.removePermanently(id, { evenLive })
          : await features[kind].removePermanently(id);
      await clearMedia(removed);
    },

    /** Deletes everything in the Trash for good; answers how many items went. */
    async empty(): Promise<{ removed: number }> {
      return removeAll(await listed());
    },

    /** The daily job's work: what has been in the Trash for 30 days goes for good. */
    async purgeExpired(): Promise<{ removed: number }> {
      return removeAll(await listed(purgeBefore(clock())));
    },
  };

  async function removeAll(items: TrashItem[]): Promise<{ removed: number }> {
    let removed = 0;
    for (const item of items) {
      try {
        await service.deleteForGood(item.kind, item.id);
        removed += 1;
      } catch (error) {
        // Restored or removed meanwhile (another editor, another instance): nothing left to do.
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      }
    }
    return { removed };
  }

  return service;
}
