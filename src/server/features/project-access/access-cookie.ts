import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The cookie that remembers access to one protected page; its path is that page's address. */
export const accessCookieName = "folio_project_access";

/** What a valid cookie names: the project, and the share link it was opened with (else the password's mark). */
export interface AccessGrant {
  projectId: string;
  /** The share link that opened the page; its revocation or expiry ends the access. */
  linkId?: string;
  /** A mark of the password it was opened with: a replaced password ends the access. */
  passwordMark?: string;
}

/** A new share link's token: 32 random bytes, base64url (43 characters). Shown once, never stored. */
export const newShareToken = () => randomBytes(32).toString("base64url");

/** What is stored and looked up: the token's SHA-256, base64url. */
export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A short mark of a stored password hash (not the hash itself): it changes when the password does. */
export const passwordMarkOf = (passwordHash: string) =>
  createHash("sha256").update(passwordHash).digest("base64url").slice(0, 16);

/**
 * Signs and reads the access cookie: `<payload>.<signature>`, the payload base64url JSON, the signature
 * an HMAC-SHA-256 with a key derived from the auth secret. Anything missing, malformed, forged or
 * altered reads as no access.
 */
export function createAccessCookie(secret: string) {
  const key = createHash("sha256").update(`folio-project-access:${secret}`).digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    sign(grant: AccessGrant): string {
      const payload = Buffer.from(
        JSON.stringify({ p: grant.projectId, l: grant.linkId ?? null, m: grant.passwordMark ?? null }),
      ).toString("base64url");
      return `${payload}.${sign(payload)}`;
    },
    verify(value: string | undefined): AccessGrant | undefined {
      if (!value || value.length > 1000) return undefined;
      const [payload = "", signature = "", ...rest] = value.split(".");
      if (rest.length > 0 || !payload || !signature) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const read = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
          string,
          unknown
        >;
        if (typeof read.p !== "string") return undefined;
        return {
          projectId: read.p,
          ...(typeof read.l === "string" ? { linkId: read.l } : {}),
          ...(typeof read.m === "string" ? { passwordMark: read.m } : {}),
        };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessCookie = ReturnType<typeof createAccessCookie>;
