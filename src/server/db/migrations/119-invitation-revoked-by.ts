import type { Kysely } from "kysely";

/** Who revoked an invitation, by name: the Trash says it as it does for other deletes (decision 142). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_invitation").addColumn("revoked_by", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_invitation").dropColumn("revoked_by").execute();
}
