import type { Kysely } from "kysely";

/**
 * Issue 28: the last accepted TOTP time step per account (RFC 6238 §5.2: a code is accepted once).
 * A whole number (30-second steps since 1970, about 5.9e7 today), null until a code is accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("auth_two_factor").addColumn("last_totp_step", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("auth_two_factor").dropColumn("last_totp_step").execute();
}
