import { type Kysely, sql } from "kysely";

/**
 * Project pages (decision 101): each project's address (`slug`, unique), its Markdown write-up, its
 * captioned gallery (JSON text), its search and social texts and an uploaded social card; and
 * `project_slug_history`, the addresses a project had before, each answering a 301 to the current one.
 * Existing projects get a slug from their title here (frozen copy of the rule at the time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("project").addColumn("slug", "text").execute();
  await db.schema
    .alterTable("project")
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("project")
    .addColumn("gallery", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("project")
    .addColumn("seo_title", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("project")
    .addColumn("seo_description", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("project").addColumn("social_card", "text").execute();

  const rows = await sql<{
    id: string;
    title: string;
  }>`select id, title from project order by created_at, id`.execute(db);
  const used = new Set<string>();
  for (const row of rows.rows) {
    const base =
      frozenSlug(row.title) || `project-${frozenSlug(row.id).replaceAll("-", "").slice(0, 8) || "page"}`;
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base.slice(0, 76)}-${n}`;
    used.add(slug);
    await sql`update project set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex("project_slug_idx").on("project").column("slug").unique().execute();

  await db.schema
    .createTable("project_slug_history")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("project.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("project_slug_history_project_idx")
    .on("project_slug_history")
    .column("project_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_slug_history").execute();
  await db.schema.dropIndex("project_slug_idx").execute();
  for (const column of ["social_card", "seo_description", "seo_title", "gallery", "body", "slug"])
    await db.schema.alterTable("project").dropColumn(column).execute();
}

/** Lower-case ASCII words joined by hyphens, accents dropped (the rule of 2026, kept here unchanged). */
function frozenSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .join("-")
    .slice(0, 80)
    .replace(/-+$/, "");
}
