import { sql } from "kysely";
import type { Db } from "#server/db/columns.ts";

/**
 * The slugs of one kind of page (decision 101, shared with posts by decision 159): the live ones (a
 * column `slug` of the page's table) and the earlier ones (a history table `slug, <owner>, created_at`),
 * each earlier one answered with a 301 to the current address.
 */
export interface SlugTables {
  readonly live: "project" | "post";
  readonly history: "project_slug_history" | "post_slug_history";
  readonly owner: "project_id" | "post_id";
}

export const projectSlugTables: SlugTables = {
  live: "project",
  history: "project_slug_history",
  owner: "project_id",
};
export const postSlugTables: SlugTables = { live: "post", history: "post_slug_history", owner: "post_id" };

const escapeLike = (base: string) => `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page an earlier address belonged to (its id), if any. */
export async function findSlugHistory(db: Db, t: SlugTables, slug: string): Promise<string | undefined> {
  const { rows } = await sql<{ owner: string }>`select ${sql.ref(t.owner)} as owner from ${sql.table(
    t.history,
  )} where slug = ${slug}`.execute(db);
  return rows[0]?.owner;
}

/** Live and earlier slugs matching `where`, with the page that holds each (a live one wins). */
async function owners(db: Db, t: SlugTables, where: (column: string) => ReturnType<typeof sql>) {
  const old = await sql<{
    slug: string;
    owner: string;
  }>`select slug, ${sql.ref(t.owner)} as owner from ${sql.table(t.history)} where ${where("slug")}`.execute(
    db,
  );
  const live = await sql<{ slug: string | null; id: string }>`select slug, id from ${sql.table(
    t.live,
  )} where ${where("slug")}`.execute(db);
  const found = new Map<string, string>();
  for (const row of old.rows) found.set(row.slug, row.owner);
  for (const row of live.rows) if (row.slug) found.set(row.slug, row.id);
  return found;
}

/** Which of these slugs are used (live or as an earlier address), with the page that holds each. */
export async function slugOwners(
  db: Db,
  t: SlugTables,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  return owners(db, t, (column) => sql`${sql.ref(column)} in (${sql.join([...slugs])})`);
}

/** Every slug in use that starts with `base` (live or earlier), to pick the next free `-n`. */
export async function slugsLike(db: Db, t: SlugTables, base: string): Promise<Map<string, string>> {
  const pattern = escapeLike(base);
  return owners(db, t, (column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`);
}

/** Keeps `slug` as an earlier address of `id` (answered with a 301), and frees `current` of history. */
export async function rememberSlug(
  db: Db,
  t: SlugTables,
  id: string,
  slug: string,
  current: string,
  now: string,
) {
  await sql`delete from ${sql.table(t.history)} where slug = ${current}`.execute(db);
  await sql`insert into ${sql.table(t.history)} (slug, ${sql.ref(t.owner)}, created_at) values (${slug}, ${id}, ${now})
    on conflict (slug) do update set ${sql.ref(t.owner)} = ${id}, created_at = ${now}`.execute(db);
}
