import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { OutgoingMail } from "./outgoing-mail.ts";

const PREFIX = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface BodySeal {
  /** The body encrypted (AES-256-GCM) and marked, as it may be stored. */
  seal(body: string): string;
  /** A stored body as it is to be sent: opened when sealed, as it is otherwise. Throws if tampered with. */
  open(stored: string): string;
}

/**
 * Encryption for e-mail bodies that carry a secret (a reset link) while they wait in the outbox: the
 * key is derived from the auth secret (HKDF-SHA256), so neither the database nor a copy of it reveals
 * the link. With AUTH_SECRET set in the environment, nothing in DATA_DIR can open them.
 */
export function createBodySeal(authSecret: string): BodySeal {
  return createSeal(authSecret, "folio-mail-outbox", "mail body v1");
}

/**
 * The same sealing for another secret Folio keeps (the GitHub token, decision 140): its own key, derived
 * from the auth secret with a salt and label of its own, so one kind's key never opens another's.
 */
export function createSeal(authSecret: string, salt: string, info: string): BodySeal {
  const key = Buffer.from(hkdfSync("sha256", authSecret, salt, info, 32));
  return {
    seal(body) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const encrypted = Buffer.concat([cipher.update(body, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64");
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const bytes = Buffer.from(stored.slice(PREFIX.length), "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

/** The same e-mail with its bodies sealed (recipient and subject stay readable for the outbox's records). */
export function sealMail(mail: OutgoingMail, seal: BodySeal): OutgoingMail {
  return { ...mail, text: seal.seal(mail.text), ...(mail.html ? { html: seal.seal(mail.html) } : {}) };
}
