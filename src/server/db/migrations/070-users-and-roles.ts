import { type Kysely, sql } from "kysely";
import { isPostgres } from "#server/db/dialect.ts";

/**
 * Users and roles (decision 067): a role on every account (the accounts that exist become owners),
 * better-auth's two-factor columns and table under Folio's snake_case names, the last sign-in time,
 * pending invitations (only a hash of the link's token is stored), and who wrote each activity entry.
 * Timestamps and booleans follow 010-auth: native on PostgreSQL, ISO text and 0/1 on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? "timestamptz" : "text";
  const bool = pg ? "boolean" : "integer";
  const no = pg ? sql`false` : sql`0`;

  await db.schema
    .alterTable("auth_user")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("editor"))
    .execute();
  await db.schema
    .alterTable("auth_user")
    .addColumn("two_factor_enabled", bool, (col) => col.notNull().defaultTo(no))
    .execute();
  await db.schema.alterTable("auth_user").addColumn("last_sign_in_at", "text").execute();
  // Everyone who could sign in before roles existed was the owner.
  await sql`update auth_user set role = 'owner'`.execute(db);

  await db.schema
    .createTable("auth_two_factor")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("backup_codes", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("verified", bool, (col) => col.notNull().defaultTo(pg ? sql`true` : sql`1`))
    .addColumn("failed_verification_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("locked_until", time)
    .execute();
  await db.schema
    .createIndex("auth_two_factor_user_id_idx")
    .on("auth_two_factor")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("user_invitation")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("invited_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("user_invitation_email_idx").on("user_invitation").column("email").execute();

  await db.schema.alterTable("audit_log").addColumn("actor_id", "text").execute();
  await db.schema.createIndex("audit_log_actor_id").on("audit_log").column("actor_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_actor_id").execute();
  await db.schema.alterTable("audit_log").dropColumn("actor_id").execute();
  await db.schema.dropTable("user_invitation").execute();
  await db.schema.dropTable("auth_two_factor").execute();
  for (const column of ["last_sign_in_at", "two_factor_enabled", "role"]) {
    await db.schema.alterTable("auth_user").dropColumn(column).execute();
  }
}
