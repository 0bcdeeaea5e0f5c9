import type { Db } from "#server/db/columns.ts";

const SETUP_TOKEN_KEY = "owner_setup_token_sha256";
const OWNER_CLAIM_KEY = "owner_account";

export interface OwnerRow {
  id: string;
  name: string;
  email: string;
}

// Every query about the owner account and its one-time setup token.

/** The site's first owner (the oldest account with the owner role): where owner notices go. */
export async function findOwner(db: Db): Promise<OwnerRow | undefined> {
  return db
    .selectFrom("auth_user")
    .select(["id", "name", "email"])
    .where("role", "=", "owner")
    .orderBy("created_at")
    .executeTakeFirst();
}

export async function findOwnerByEmail(db: Db, email: string): Promise<OwnerRow | undefined> {
  return db
    .selectFrom("auth_user")
    .select(["id", "name", "email"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("auth_user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the single owner slot (a primary key, so only one caller can ever win); false when taken.
 * Released again with `releaseOwnerClaim` if creating the account then fails.
 */
export async function claimOwnerSlot(db: Db, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("app_setting")
    .values({ key: OWNER_CLAIM_KEY, value: "claimed", updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function confirmOwnerSlot(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("app_setting")
    .set({ value: userId, updated_at: now.toISOString() })
    .where("key", "=", OWNER_CLAIM_KEY)
    .execute();
}

export async function releaseOwnerClaim(db: Db): Promise<void> {
  await db.deleteFrom("app_setting").where("key", "=", OWNER_CLAIM_KEY).execute();
}

export async function saveSetupTokenHash(db: Db, hash: string, now: Date): Promise<void> {
  await db
    .insertInto("app_setting")
    .values({ key: SETUP_TOKEN_KEY, value: hash, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: hash, updated_at: now.toISOString() }))
    .execute();
}

export async function findSetupTokenHash(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("app_setting")
    .select("value")
    .where("key", "=", SETUP_TOKEN_KEY)
    .executeTakeFirst();
  return row?.value;
}

/** Consumes the setup token: true only for the one caller whose delete removed the row. */
export async function deleteSetupTokenHash(db: Db, hash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("app_setting")
    .where("key", "=", SETUP_TOKEN_KEY)
    .where("value", "=", hash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
