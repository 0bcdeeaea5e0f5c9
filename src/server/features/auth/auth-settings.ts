/** The header Folio sets (replacing any client value) to tell better-auth the client's address. */
export const CLIENT_IP_HEADER = "x-folio-client-ip";
/** The prefix of better-auth's cookies (`folio.session_token`, …). */
export const COOKIE_PREFIX = "folio";

/** The link e-mailed for a reset token: the spec's `/reset-password?userId=…&secret=…`. */
export function resetLink(publicUrl: string, userId: string, token: string): string {
  const url = new URL("/reset-password", publicUrl);
  url.searchParams.set("userId", userId);
  url.searchParams.set("secret", token);
  return url.toString();
}
