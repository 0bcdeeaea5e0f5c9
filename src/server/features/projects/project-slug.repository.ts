import { sql } from "kysely";
import type { Db } from "#server/db/columns.ts";

/** The slugs of projects: live ones (`project.slug`) and earlier ones (`project_slug_history`). */

/** The project an earlier address belonged to (its id), if any. */
export async function findSlugHistory(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("project_slug_history")
    .select("project_id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.project_id;
}

/** Which of these slugs are used (live or as an earlier address), with the project that holds each. */
export async function slugOwners(db: Db, slugs: readonly string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  if (slugs.length === 0) return owners;
  const live = await db
    .selectFrom("project")
    .select(["slug", "id"])
    .where("slug", "in", [...slugs])
    .execute();
  const old = await db
    .selectFrom("project_slug_history")
    .select(["slug", "project_id"])
    .where("slug", "in", [...slugs])
    .execute();
  for (const row of old) owners.set(row.slug, row.project_id);
  for (const row of live) if (row.slug) owners.set(row.slug, row.id);
  return owners;
}

/** Every slug in use that starts with `base` (live or earlier), to pick the next free `-n`. */
export async function slugsLike(db: Db, base: string): Promise<Map<string, string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const live = await db
    .selectFrom("project")
    .select(["slug", "id"])
    .where(sql<boolean>`${sql.ref("slug")} like ${pattern} escape '\\'`)
    .execute();
  const old = await db
    .selectFrom("project_slug_history")
    .select(["slug", "project_id"])
    .where(sql<boolean>`${sql.ref("slug")} like ${pattern} escape '\\'`)
    .execute();
  const owners = new Map<string, string>();
  for (const row of old) owners.set(row.slug, row.project_id);
  for (const row of live) if (row.slug) owners.set(row.slug, row.id);
  return owners;
}

/** Keeps `slug` as an earlier address of `projectId` (answered with a 301), and frees `current` of history. */
export async function rememberSlug(db: Db, projectId: string, slug: string, current: string, now: string) {
  await db.deleteFrom("project_slug_history").where("slug", "=", current).execute();
  await db
    .insertInto("project_slug_history")
    .values({ slug, project_id: projectId, created_at: now })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ project_id: projectId, created_at: now }))
    .execute();
}
