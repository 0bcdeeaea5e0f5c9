import { createHmac } from "node:crypto";
import type { symmetricDecrypt } from "better-auth/crypto";
import { sql } from "kysely";
import type { Db } from "#server/db/columns.ts";

/** better-auth's TOTP settings (its defaults, which Folio keeps): 6 digits, 30-second steps, ±1 step. */
const period = 30;
const digits = 6;
const window = 1;

/** RFC 4226's HOTP value of `counter` for a key, as the authenticator shows it. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return ((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).toString().padStart(digits, "0");
}

/**
 * The time step whose code `code` is, within the window better-auth accepts, or undefined. The key is
 * the plugin's decrypted secret read as UTF-8 bytes, as the plugin itself reads it; a secret imported as
 * `base32:` text (Folio never makes one) answers undefined and is left to the plugin alone.
 */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  if (secret.startsWith("base32:") || !/^\d{6}$/.test(code)) return undefined;
  const key = Buffer.from(secret, "utf8");
  const current = Math.floor(now / 1000 / period);
  // Newest first: a code that matches two steps (one in a million) claims the later one.
  for (let step = current + window; step >= current - window; step--)
    if (hotp(key, step) === code) return step;
  return undefined;
}

export const usedCodeMessage =
  "That code has already been used. Wait for the next one in your authenticator app.";

export type StepClaim = "claimed" | "replayed" | "unknown";

/**
 * RFC 6238 §5.2: a code is accepted once. Finds which step `code` belongs to and records it as the
 * account's last accepted step in one conditional UPDATE — atomic on SQLite and PostgreSQL, so of two
 * parallel requests with the same code only one claims it. "replayed": that step or a later one was
 * already accepted. "unknown": the code is no current code (the plugin then refuses and counts it).
 */
export async function claimTotpStep(
  db: Db,
  secretKey: Parameters<typeof symmetricDecrypt>[0]["key"],
  userId: string,
  code: string,
  now: number,
): Promise<StepClaim> {
  const row = await db
    .selectFrom("auth_two_factor")
    .select("secret")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return "unknown";
  let secret: string;
  try {
    // better-auth's own decryption, loaded with better-auth itself (auth-loader.ts).
    const { symmetricDecrypt: decrypt } = await import("better-auth/crypto");
    secret = await decrypt({ key: secretKey, data: row.secret });
  } catch {
    return "unknown";
  }
  const step = matchingStep(secret, code.trim(), now);
  if (step === undefined) return "unknown";
  const result = await db
    .updateTable("auth_two_factor")
    .set({ last_totp_step: step })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_totp_step", "is", null), eb("last_totp_step", "<", sql<number>`${step}`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "claimed" : "replayed";
}
