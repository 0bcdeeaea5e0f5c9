import type { Kysely } from "kysely";

/**
 * Refreshing imported projects from GitHub without losing the owner's words (issue 38, decision 146):
 * what Folio last wrote to each field from GitHub (a field that differs from it now is the owner's and
 * locked), whether the project follows its repository daily, and which fields the last refresh wrote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("project_github").addColumn("written", "text").execute();
  await db.schema
    .alterTable("project_github")
    .addColumn("daily_refresh", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("project_github").addColumn("last_changes", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["last_changes", "daily_refresh", "written"])
    await db.schema.alterTable("project_github").dropColumn(column).execute();
}
