import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";

const SETUP_TOKEN_KEY = "owner_setup_token_sha256";
const OWNER_CLAIM_KEY = "owner_account";

export interface OwnerRow {
  id: string;
  name: string;
  email: string;
}

/** Every query about the owner account and its one-time setup token. */
export const ownerRepository = {
  async findOwner(db: Kysely<DB>): Promise<OwnerRow | undefined> {
    return db
      .selectFrom("auth_user")
      .select(["id", "name", "email"])
      .orderBy("created_at")
      .executeTakeFirst();
  },

  async findByEmail(db: Kysely<DB>, email: string): Promise<OwnerRow | undefined> {
    return db
      .selectFrom("auth_user")
      .select(["id", "name", "email"])
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
  },

  async countUsers(db: Kysely<DB>): Promise<number> {
    const row = await db
      .selectFrom("auth_user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Takes the single owner slot (a primary key, so only one caller can ever win); false when taken.
   * Released again with `releaseOwnerClaim` if creating the account then fails.
   */
  async claimOwnerSlot(db: Kysely<DB>, now: Date): Promise<boolean> {
    const result = await db
      .insertInto("app_setting")
      .values({ key: OWNER_CLAIM_KEY, value: "claimed", updated_at: now.toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async confirmOwnerSlot(db: Kysely<DB>, userId: string, now: Date): Promise<void> {
    await db
      .updateTable("app_setting")
      .set({ value: userId, updated_at: now.toISOString() })
      .where("key", "=", OWNER_CLAIM_KEY)
      .execute();
  },

  async releaseOwnerClaim(db: Kysely<DB>): Promise<void> {
    await db.deleteFrom("app_setting").where("key", "=", OWNER_CLAIM_KEY).execute();
  },

  async saveSetupTokenHash(db: Kysely<DB>, hash: string, now: Date): Promise<void> {
    await db
      .insertInto("app_setting")
      .values({ key: SETUP_TOKEN_KEY, value: hash, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: hash, updated_at: now.toISOString() }))
      .execute();
  },

  async findSetupTokenHash(db: Kysely<DB>): Promise<string | undefined> {
    const row = await db
      .selectFrom("app_setting")
      .select("value")
      .where("key", "=", SETUP_TOKEN_KEY)
      .executeTakeFirst();
    return row?.value;
  },

  /** Consumes the setup token: true only for the one caller whose delete removed the row. */
  async deleteSetupTokenHash(db: Kysely<DB>, hash: string): Promise<boolean> {
    const result = await db
      .deleteFrom("app_setting")
      .where("key", "=", SETUP_TOKEN_KEY)
      .where("value", "=", hash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
