import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { PostTable } from "./post.table.ts";

/** Every query on posts; the slugs' own queries are in `features/slugs/slug-history.repository.ts`. */

export type PostRow = Selectable<PostTable>;

export async function insertPost(db: Db, row: Insertable<PostTable>): Promise<void> {
  await db.insertInto("post").values(row).execute();
}

export const findPost = (db: Db, id: string) =>
  db.selectFrom("post").selectAll().where("id", "=", id).executeTakeFirst();

export const findPostBySlug = (db: Db, slug: string) =>
  db.selectFrom("post").selectAll().where("slug", "=", slug).executeTakeFirst();

/** Every post, drafts included: the newest first (a draft by its last change). */
export const listPosts = (db: Db) =>
  db
    .selectFrom("post")
    .selectAll()
    .orderBy("published_at", (ob) => ob.desc().nullsFirst())
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();

export async function updatePost(db: Db, id: string, changes: Updateable<PostTable>): Promise<boolean> {
  const result = await db.updateTable("post").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("post").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
