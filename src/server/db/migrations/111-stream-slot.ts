import type { Kysely } from "kysely";

/**
 * The open live-update streams, one row each, so the per-address cap counts every instance's
 * (decision 115). A row holds a lease the stream renews; a crashed instance's rows lapse with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stream_slot")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("client", "text", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("stream_slot_client_idx").on("stream_slot").column("client").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stream_slot").execute();
}
