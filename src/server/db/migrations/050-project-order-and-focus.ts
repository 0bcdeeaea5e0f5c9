import type { Kysely } from "kysely";

/**
 * The owner's manual gallery order and each project's image focal point (decisions 061, 062).
 * `position`: null for a project the owner never placed by hand (it keeps priority and date order).
 * `image_focus_x` / `image_focus_y`: whole percentages 0 to 100, null when never set (centre).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("project").addColumn("position", "integer").execute();
  await db.schema.alterTable("project").addColumn("image_focus_x", "integer").execute();
  await db.schema.alterTable("project").addColumn("image_focus_y", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("project").dropColumn("image_focus_y").execute();
  await db.schema.alterTable("project").dropColumn("image_focus_x").execute();
  await db.schema.alterTable("project").dropColumn("position").execute();
}
