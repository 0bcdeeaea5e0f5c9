import type { Db } from "#server/db/columns.ts";
import type { BodySeal } from "#server/mail/sealed-body.ts";

/** The owner's GitHub token: one `app_setting` row, encrypted (AES-256-GCM, a key derived from the auth secret). */
const key = "github-token";

export async function readGithubToken(db: Db, seal: BodySeal): Promise<string | undefined> {
  const row = await db.selectFrom("app_setting").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return seal.open(row.value);
  } catch {
    // Sealed under another auth secret (a restore onto another installation): as if none were saved.
    return undefined;
  }
}

export async function writeGithubToken(db: Db, seal: BodySeal, token: string, now: string): Promise<void> {
  const value = seal.seal(token);
  await db
    .insertInto("app_setting")
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function deleteGithubToken(db: Db): Promise<void> {
  await db.deleteFrom("app_setting").where("key", "=", key).execute();
}
