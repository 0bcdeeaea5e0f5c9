import { randomUUID } from "node:crypto";
import type { Kysely, Updateable } from "kysely";
import type { Clock } from "#server/clock.ts";
import { type Db, writeJson } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { checkWriteUp } from "#server/features/markdown/check-write-up.ts";
import { findSlugHistory, postSlugTables } from "#server/features/slugs/slug-history.repository.ts";
import { type PostTeaser, writingPageSize } from "#shared/posts/post-page.ts";
import { postMessages } from "#shared/posts/rules.ts";
import {
  type Post,
  type PostCreate,
  type PostUpdate,
  postCreateSchema,
  postUpdateSchema,
} from "#shared/posts/schema.ts";
import * as repo from "./post.repository.ts";
import type { PostTable } from "./post.table.ts";
import { toPost, toPublicPost } from "./post-presenters.ts";
import { changePostSlug, choosePostSlug } from "./post-slugs.ts";
import { createPostTrash } from "./post-trash.ts";

export interface PostsServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Every save of a post keeps a version (decision 160). */
  history?: Pick<HistoryService, "record" | "forget">;
}

export type PostsService = ReturnType<typeof createPostsService>;

const postNotFound = () => notFound(postMessages.notFound);

/**
 * A published post dated in the future would head the list and the feeds before its time: refused, and
 * the owner schedules when it goes live instead (decision 160). A past date is kept (a post from elsewhere).
 */
function checkNotAhead(status: string, publishedAt: string | null | undefined, now: string): void {
  if (status === "published" && publishedAt && new Date(publishedAt).toISOString() > now)
    throw invalid(postMessages.publishedInFuture, { publishedAt: postMessages.publishedInFuture });
}

/** A post's fields as its History keeps them: what its form edits (decision 160). */
const postVersionContent = (row: repo.PostRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...content } = toPost(row);
  return content;
};

/**
 * Posts (decision 159): the owner writes, publishes and unpublishes them; a visitor sees a published
 * one only. Publishing without a date dates the post now; the date stays when it is unpublished and
 * published again, so its place in the list and its feed entry do not move. Each save keeps a version
 * in the post's History.
 */
export function createPostsService({ db, clock, history }: PostsServiceDeps) {
  /** Keeps the post's new version in the save's transaction (the one before it, if it had none). */
  async function recordVersion(trx: Db, id: string, by?: SavedBy, before?: repo.PostRow) {
    const saved = await repo.findPost(trx, id);
    if (!history || !saved) return;
    await history.record(trx, {
      kind: "post",
      itemId: id,
      content: postVersionContent(saved),
      by,
      before: before && { content: postVersionContent(before), savedAt: before.updated_at },
    });
  }

  return {
    ...createPostTrash({ db, clock, history }),

    async list(): Promise<Post[]> {
      return (await repo.listPosts(db)).map(toPost);
    },

    async get(id: string): Promise<Post> {
      const row = await repo.findPost(db, id);
      if (!row) throw postNotFound();
      return toPost(row);
    },

    async create(input: PostCreate, by?: SavedBy): Promise<Post> {
      const parsed = postCreateSchema.parse(input);
      await checkWriteUp(parsed.body);
      const now = clock().toISOString();
      checkNotAhead(parsed.status, parsed.publishedAt, now);
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await repo.insertPost(trx, {
          id,
          slug: await choosePostSlug(trx, id, parsed.title, parsed.slug),
          title: parsed.title,
          summary: parsed.summary,
          body: parsed.body,
          cover: parsed.cover,
          cover_focus_x: parsed.coverFocus?.x ?? null,
          cover_focus_y: parsed.coverFocus?.y ?? null,
          tags: writeJson(parsed.tags),
          status: parsed.status,
          published_at: parsed.publishedAt ?? (parsed.status === "published" ? now : null),
          canonical_url: parsed.canonicalUrl,
          created_at: now,
          updated_at: now,
        });
        await recordVersion(trx, id, by);
      });
      return this.get(id);
    },

    async update(id: string, input: PostUpdate, by?: SavedBy): Promise<Post> {
      const parsed = postUpdateSchema.parse(input);
      await checkWriteUp(parsed.body);
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        const current = await repo.findPost(trx, id);
        if (!current) throw postNotFound();
        const changes: Updateable<PostTable> = { updated_at: now };
        if (parsed.title !== undefined) changes.title = parsed.title;
        if (parsed.summary !== undefined) changes.summary = parsed.summary;
        if (parsed.body !== undefined) changes.body = parsed.body;
        if (parsed.cover !== undefined) changes.cover = parsed.cover;
        if (parsed.coverFocus !== undefined) {
          changes.cover_focus_x = parsed.coverFocus?.x ?? null;
          changes.cover_focus_y = parsed.coverFocus?.y ?? null;
        }
        if (parsed.tags !== undefined) changes.tags = writeJson(parsed.tags);
        if (parsed.canonicalUrl !== undefined) changes.canonical_url = parsed.canonicalUrl;
        if (parsed.status !== undefined) changes.status = parsed.status;
        if (parsed.publishedAt !== undefined) changes.published_at = parsed.publishedAt;
        const publishing = (parsed.status ?? current.status) === "published";
        checkNotAhead(parsed.status ?? current.status, changes.published_at ?? current.published_at, now);
        if (publishing && (changes.published_at ?? current.published_at) === null) changes.published_at = now;
        if (parsed.slug !== undefined) {
          changes.slug = await choosePostSlug(trx, id, current.title, parsed.slug);
          await changePostSlug(trx, id, current.slug, changes.slug, now);
        }
        await repo.updatePost(trx, id, changes);
        await recordVersion(trx, id, by, current);
      });
      return this.get(id);
    },

    /** A page of the published posts (1 is the first), for visitors; `tag` narrows it. */
    async publishedPage({ tag, page }: { tag: string | null; page: number }) {
      const { rows, total } = await repo.publishedPage(db, {
        tag,
        offset: (page - 1) * writingPageSize,
        limit: writingPageSize,
      });
      return {
        items: rows.map((row) => toPublicPost(toPost(row))),
        pageCount: Math.max(1, Math.ceil(total / writingPageSize)),
      };
    },

    /** The published posts just newer and just older than the post `id`. */
    async neighbours(post: Pick<Post, "id" | "publishedAt">) {
      return repo.publishedNeighbours(db, { id: post.id, published_at: post.publishedAt });
    },

    /** The newest published posts (all without `limit`) as `/`'s Writing section and the résumé show them. */
    async latest(limit?: number): Promise<PostTeaser[]> {
      return (await repo.newestPublished(db, limit)).map((row) => {
        const { id, slug, title, summary, publishedAt } = toPublicPost(toPost(row));
        return { id, slug, title, summary, publishedAt };
      });
    },

    /** The newest published posts, whole, for the feeds. */
    async newest(limit: number): Promise<Post[]> {
      return (await repo.newestPublished(db, limit)).map(toPost);
    },

    /** Every published post's address and last change, for the sitemap. */
    async pages(): Promise<{ slug: string; updatedAt: string }[]> {
      return (await repo.publishedAddresses(db)).map((row) => ({
        slug: row.slug,
        updatedAt: row.updated_at,
      }));
    },

    /** Whether any post is published. */
    anyPublished: () => repo.anyPublished(db),

    async findPublished(slug: string): Promise<{ post: Post } | { redirect: string } | undefined> {
      const row = await repo.findPostBySlug(db, slug);
      if (row) return row.status === "published" ? { post: toPost(row) } : undefined;
      const ownerId = await findSlugHistory(db, postSlugTables, slug);
      const owner = ownerId ? await repo.findPost(db, ownerId) : undefined;
      return owner?.status === "published" ? { redirect: owner.slug } : undefined;
    },
  };
}
