import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { PostTable } from "./post.table.ts";

/**
 * Every query on posts; the slugs' own queries are in `features/slugs/slug-history.repository.ts`, the
 * Trash's in `post-trash.ts`. A post in the Trash is in none of these: only its slug stays taken.
 */

export type PostRow = Selectable<PostTable>;

/** The posts not in the Trash. */
const live = (db: Db) => db.selectFrom("post").where("deleted_at", "is", null);

export async function insertPost(db: Db, row: Insertable<PostTable>): Promise<void> {
  await db.insertInto("post").values(row).execute();
}

export const findPost = (db: Db, id: string) => live(db).selectAll().where("id", "=", id).executeTakeFirst();

export const findPostBySlug = (db: Db, slug: string) =>
  live(db).selectAll().where("slug", "=", slug).executeTakeFirst();

/** Every post, drafts included: the newest first (a draft by its last change). */
export const listPosts = (db: Db) =>
  live(db)
    .selectAll()
    .orderBy("published_at", (ob) => ob.desc().nullsFirst())
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();

export async function updatePost(db: Db, id: string, changes: Updateable<PostTable>): Promise<boolean> {
  const result = await db
    .updateTable("post")
    .set(changes)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Published posts only, newest first; `tag` narrows them to the posts that carry it (exactly). */
function published(db: Db, tag: string | null) {
  let query = live(db).where("status", "=", "published");
  if (tag) {
    // The tag as it is written in the JSON array, found case-sensitively on both dialects (LIKE is not
    // on SQLite): a text that holds it is changed by replacing it.
    const needle = JSON.stringify(tag);
    query = query.where(sql<boolean>`replace(${sql.ref("tags")}, ${needle}, '') <> ${sql.ref("tags")}`);
  }
  return query;
}

/** One page of the published posts and how many there are in all. */
export async function publishedPage(
  db: Db,
  { tag, offset, limit }: { tag: string | null; offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    published(db, tag)
      .selectAll()
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .offset(offset)
      .limit(limit)
      .execute(),
    published(db, tag)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The published posts just newer and just older than `row` (in the list's order). */
export async function publishedNeighbours(db: Db, row: Pick<PostRow, "id" | "published_at">) {
  const at = row.published_at ?? "";
  const link = ["slug", "title"] as const;
  const [newer, older] = await Promise.all([
    published(db, null)
      .select(link)
      .where((eb) =>
        eb.or([eb("published_at", ">", at), eb.and([eb("published_at", "=", at), eb("id", ">", row.id)])]),
      )
      .orderBy("published_at", "asc")
      .orderBy("id", "asc")
      .executeTakeFirst(),
    published(db, null)
      .select(link)
      .where((eb) =>
        eb.or([eb("published_at", "<", at), eb.and([eb("published_at", "=", at), eb("id", "<", row.id)])]),
      )
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst(),
  ]);
  return { newer: newer ?? null, older: older ?? null };
}

/** The `limit` newest published posts, whole (the feeds'), or every one's address and last change (the sitemap's). */
export const newestPublished = (db: Db, limit?: number) => {
  const newest = published(db, null).selectAll().orderBy("published_at", "desc").orderBy("id", "desc");
  return (limit === undefined ? newest : newest.limit(limit)).execute();
};

export const publishedAddresses = (db: Db) =>
  published(db, null).select(["slug", "updated_at"]).orderBy("published_at", "desc").execute();

/** Whether any post is published (the pages' heads then link the feeds). */
export async function anyPublished(db: Db): Promise<boolean> {
  return (await published(db, null).select("id").limit(1).executeTakeFirst()) !== undefined;
}
