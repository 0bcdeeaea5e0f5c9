import type { Kysely } from "kysely";

/**
 * Built-in analytics (decision 064): the daily salt (one row, today's, deleted when the day is over),
 * the raw events of the last 30 days, and the daily rollups the Analytics tab reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_salt")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_event")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("visitor", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("project_id", "text")
    .addColumn("section", "text")
    .addColumn("target", "text")
    .addColumn("path", "text")
    .addColumn("referrer_host", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("device", "text")
    .addColumn("browser", "text")
    .addColumn("os", "text")
    .addColumn("screen", "text")
    .addColumn("country", "text")
    .execute();
  await db.schema
    .createIndex("analytics_event_day")
    .on("analytics_event")
    .columns(["day", "visitor"])
    .execute();

  await db.schema
    .createTable("analytics_day")
    // `${day}|${metric}|${key}`: one unique column for upserts and for the backup's paging.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("analytics_day_range")
    .on("analytics_day")
    .columns(["day", "metric", "key", "count"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_day").execute();
  await db.schema.dropTable("analytics_event").execute();
  await db.schema.dropTable("analytics_salt").execute();
}
