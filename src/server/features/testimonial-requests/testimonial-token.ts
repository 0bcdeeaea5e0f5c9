import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isTokenShaped, testimonialPagePrefix } from "#shared/testimonial-requests/rules.ts";

/** A new link's token: 32 random bytes, base64url (43 characters). Shown once, never stored. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored and looked up: the token's SHA-256, base64url. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The token of a link Folio made (`…/testimonial/<token>`), or undefined. */
export function tokenOfLink(link: string): string | undefined {
  let path: string;
  try {
    path = new URL(link).pathname;
  } catch {
    return undefined;
  }
  if (!path.startsWith(testimonialPagePrefix)) return undefined;
  const token = path.slice(testimonialPagePrefix.length);
  return isTokenShaped(token) ? token : undefined;
}

/**
 * The form's "served at" mark, signed so a script cannot claim it waited: `<ms>.<signature>`. The page
 * works without JavaScript, so the fill time is measured from when the server sent the form.
 */
export function createFormClock(secret: string) {
  const key = createHash("sha256").update(`folio-testimonial-form:${secret}`).digest();
  const sign = (tokenHash: string, ms: number) =>
    createHmac("sha256", key).update(`${tokenHash}:${ms}`).digest("base64url").slice(0, 22);
  return {
    stamp: (tokenHash: string, at: Date) => `${at.getTime()}.${sign(tokenHash, at.getTime())}`,
    /** How long ago the form was served, or undefined when the mark is missing, forged or from the future. */
    elapsedMs(tokenHash: string, mark: string, now: Date): number | undefined {
      const [msText = "", signature = ""] = mark.split(".");
      const ms = Number(msText);
      if (!/^\d{1,15}$/.test(msText) || !Number.isSafeInteger(ms)) return undefined;
      const expected = Buffer.from(sign(tokenHash, ms));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const elapsed = now.getTime() - ms;
      return elapsed >= 0 ? elapsed : undefined;
    },
  };
}
export type FormClock = ReturnType<typeof createFormClock>;
