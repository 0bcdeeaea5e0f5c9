import type { Kysely } from "kysely";
import { isPostgres } from "#server/db/dialect.ts";

/**
 * better-auth's four tables (user, session, account, verification) under Folio's snake_case names.
 * Timestamps are `timestamptz` on PostgreSQL and ISO text on SQLite, booleans `boolean` / integer 0/1:
 * better-auth's Kysely adapter reads and writes dates and booleans natively on PostgreSQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? "timestamptz" : "text";
  const bool = pg ? "boolean" : "integer";

  await db.schema
    .createTable("auth_user")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("email_verified", bool, (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("auth_session")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", time, (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("user_id", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("auth_session_user_id_idx").on("auth_session").column("user_id").execute();

  await db.schema
    .createTable("auth_account")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("provider_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", time)
    .addColumn("refresh_token_expires_at", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("auth_account_user_id_idx").on("auth_account").column("user_id").execute();

  await db.schema
    .createTable("auth_verification")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expires_at", time, (col) => col.notNull())
    .addColumn("created_at", time, (col) => col.notNull())
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("auth_verification_identifier_idx")
    .on("auth_verification")
    .column("identifier")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["auth_verification", "auth_account", "auth_session", "auth_user"]) {
    await db.schema.dropTable(table).execute();
  }
}
