import { type Kysely, sql } from "kysely";
import { isPostgres } from "#server/db/dialect.ts";

/**
 * better-auth's passkey table under Folio's snake_case names (decision 068). One row per registered
 * passkey: its public key (not a secret), the credential id the browser names, the signature counter.
 * Timestamps and booleans follow 010-auth: native on PostgreSQL, ISO text and 0/1 on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? "timestamptz" : "text";
  const bool = pg ? "boolean" : "integer";

  await db.schema
    .createTable("auth_passkey")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text")
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("device_type", "text", (col) => col.notNull())
    .addColumn("backed_up", bool, (col) => col.notNull().defaultTo(pg ? sql`false` : sql`0`))
    .addColumn("transports", "text")
    .addColumn("created_at", time)
    .addColumn("aaguid", "text")
    .execute();
  await db.schema.createIndex("auth_passkey_user_id_idx").on("auth_passkey").column("user_id").execute();
  await db.schema
    .createIndex("auth_passkey_credential_id_idx")
    .on("auth_passkey")
    .column("credential_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("auth_passkey").execute();
}
