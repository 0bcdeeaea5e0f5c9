import type { Insertable, Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { ProjectShareLinkTable } from "./project-access.table.ts";

export type ShareLinkRow = Selectable<ProjectShareLinkTable>;

/** The protected page's password hash; undefined: no such project (null: none set). */
export async function findPasswordHash(db: Db, projectId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom("project")
    .select("password_hash")
    .where("id", "=", projectId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? row.password_hash : undefined;
}

export async function savePasswordHash(db: Db, projectId: string, hash: string | null): Promise<boolean> {
  const result = await db
    .updateTable("project")
    .set({ password_hash: hash })
    .where("id", "=", projectId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertShareLink(db: Db, row: Insertable<ProjectShareLinkTable>): Promise<void> {
  await db.insertInto("project_share_link").values(row).execute();
}

export async function listShareLinks(db: Db, projectId: string): Promise<ShareLinkRow[]> {
  return db
    .selectFrom("project_share_link")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export async function findShareLink(db: Db, id: string): Promise<ShareLinkRow | undefined> {
  return db.selectFrom("project_share_link").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findShareLinkByHash(db: Db, tokenHash: string): Promise<ShareLinkRow | undefined> {
  return db
    .selectFrom("project_share_link")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function revokeShareLink(db: Db, projectId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("project_share_link")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("project_id", "=", projectId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordShareLinkOpened(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable("project_share_link")
    .set((eb) => ({ last_opened_at: at, open_count: eb("open_count", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Every live project with its visibility and what its page shows from the media library. */
export async function listProjectsWithMedia(db: Db) {
  return db
    .selectFrom("project")
    .select(["id", "slug", "visibility", "is_active", "image", "video", "gallery", "body", "social_card"])
    .where("deleted_at", "is", null)
    .execute();
}

/**
 * The texts of everything else a visitor may see that can mention a media file: sections, settings and
 * published posts (their covers and write-ups).
 */
export async function listOtherContentTexts(db: Db): Promise<string[]> {
  const [sections, config, posts] = await Promise.all([
    db.selectFrom("content_section").select("content").where("deleted_at", "is", null).execute(),
    db.selectFrom("site_config").select("config").execute(),
    db
      .selectFrom("post")
      .select(["cover", "body"])
      .where("deleted_at", "is", null)
      .where("status", "=", "published")
      .execute(),
  ]);
  return [
    ...sections.map((row) => row.content),
    ...config.map((row) => row.config),
    ...posts.map((row) => `${row.cover ?? ""}\n${row.body}`),
  ];
}
