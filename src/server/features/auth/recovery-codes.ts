import { createHmac } from "node:crypto";

const storedHash = /^[0-9a-f]{64}$/;

/**
 * Recovery codes are stored as keyed hashes (HMAC-SHA-256 with the auth secret), never readable
 * (decision 068). better-auth's two-factor plugin keeps the list through `storeBackupCodes`' encrypt and
 * decrypt: "encrypting" hashes every fresh code (a list that is already hashes, after one is used, stays
 * as it is) and "decrypting" hands back the hashes. Folio's before hook (auth-guards.ts) hashes the code a
 * person types with `hash` before better-auth compares it, so the plugin compares hash with hash.
 */
export function createRecoveryCodeHasher(secret: string) {
  const hash = (code: string) => createHmac("sha256", secret).update(code.trim()).digest("hex");
  return {
    hash,
    storage: {
      encrypt: async (json: string) => {
        const codes = JSON.parse(json) as string[];
        return JSON.stringify(codes.map((code) => (storedHash.test(code) ? code : hash(code))));
      },
      decrypt: async (stored: string) => stored,
    },
  };
}
