import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";

type Table = keyof DB & string;

/**
 * Keeps the rows `tables` hold now, and answers a `restore()` that puts those tables back as they were
 * (the rest of the database untouched): a test file shares one app and its setup (the owner, a signed-in
 * session) and still starts each test from the same rows. Name a parent table before the tables that
 * refer to it; the rows go out children first and come back parents first.
 */
export async function snapshotTables(db: Db, tables: readonly Table[]): Promise<() => Promise<void>> {
  const saved: [Table, unknown[]][] = [];
  for (const table of tables) saved.push([table, await db.selectFrom(table).selectAll().execute()]);
  return async () => {
    for (const table of [...tables].reverse()) await db.deleteFrom(table).execute();
    for (const [table, rows] of saved)
      if (rows.length > 0)
        await db
          .insertInto(table)
          .values(rows as never)
          .execute();
  };
}

/**
 * Every table that sign-in, sessions, passkeys and the owner's account write to, parents first
 * (`app_setting` holds the claim on the one owner slot).
 */
export const authTables = [
  "app_setting",
  "auth_user",
  "auth_account",
  "auth_session",
  "auth_passkey",
  "auth_two_factor",
  "auth_verification",
  "auth_rate_limit",
  "user_invitation",
  "audit_log",
  "mail_outbox",
] as const satisfies readonly Table[];
