import { createHmac } from "node:crypto";

/** RFC 4648 base32 (the `secret` of an otpauth:// URI) to bytes. */
function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * The 6-digit code an authenticator app shows for an otpauth:// URI at `at` (RFC 6238: HMAC-SHA-1 of the
 * 30-second step counter, dynamic truncation), computed here so tests never trust the server's own helper.
 */
export function totpCode(otpauthUri: string, at: Date = new Date(), stepOffset = 0): string {
  const secret = new URL(otpauthUri).searchParams.get("secret");
  if (!secret) throw new Error("the URI has no secret");
  const counter = Math.floor(at.getTime() / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Bytes(secret)).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, "0");
}
