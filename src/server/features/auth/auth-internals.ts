import type { createAuthMiddleware } from "better-auth/api";
import type { AuthLoader } from "./auth-loader.ts";
import { COOKIE_PREFIX } from "./auth-settings.ts";

/**
 * Every use of better-auth's internals (`$context`, its internal adapter, its secret configuration and
 * the names of its cookies) is here, each with why its public API does not suffice (decision 154). The
 * rest of Folio calls these functions; `auth-internals.test.ts` fails on a use anywhere else.
 */

/** The context better-auth hands a hook (`createAuthMiddleware`'s handler). */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The cookie the two-factor plugin sets while a sign-in waits for its second factor. */
const TWO_FACTOR_COOKIE = "two_factor";

const sessionCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_(?:token|data)=`);

/**
 * Whether a Cookie header carries a session cookie, valid or not (`getSession` tells). By its name: the
 * Origin check asks on every request, which must not load better-auth to answer (decision 122).
 */
export const carriesSessionCookie = (cookieHeader: string | undefined) =>
  sessionCookie.test(cookieHeader ?? "");

const authContext = async (auth: AuthLoader) => (await auth()).$context;

/**
 * Creates a user who signs in with `password`. Sign-up is off (`disableSignUp`), and no public endpoint
 * makes an account with a chosen password on the server: the owner's setup and an accepted invitation.
 */
export async function createPasswordUser(
  auth: AuthLoader,
  user: { email: string; name: string },
  password: string,
): Promise<{ id: string; name: string; email: string }> {
  const ctx = await authContext(auth);
  const created = await ctx.internalAdapter.createUser(
    { email: user.email, name: user.name, emailVerified: true },
    { method: "email-password" },
  );
  try {
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
  } catch (error) {
    await ctx.internalAdapter.deleteUser(created.id);
    throw error;
  }
  return { id: created.id, name: created.name, email: created.email };
}

/** Deletes a user made by `createPasswordUser` whose creation could not be finished (no endpoint without a session). */
export async function deleteUnfinishedUser(auth: AuthLoader, userId: string): Promise<void> {
  await (await authContext(auth)).internalAdapter.deleteUser(userId);
}

/**
 * Stores a one-time token in better-auth's verification table (its identifier hashed, `storeIdentifier`):
 * the CLI's reset link (a reset without sending mail) and the e-mail change link, which no endpoint issues.
 */
export async function storeVerification(
  auth: AuthLoader,
  token: { identifier: string; value: string; expiresAt: Date },
): Promise<void> {
  await (await authContext(auth)).internalAdapter.createVerificationValue(token);
}

/** Takes a token stored by `storeVerification` once (the e-mail change link; better-auth has no such flow). */
export async function consumeVerification(
  auth: AuthLoader,
  identifier: string,
): Promise<{ value: string; expiresAt: Date } | null> {
  return (await authContext(auth)).internalAdapter.consumeVerificationValue(identifier).catch(() => null);
}

const verifiedValue = async (ctx: AuthHookContext, identifier: string) =>
  (await ctx.context.internalAdapter.findVerificationValue(identifier).catch(() => null))?.value;

/** The account a reset link's token names, before better-auth uses it up (no endpoint tells it). */
export function resetLinkAccount(ctx: AuthHookContext, token: string): Promise<string | undefined> {
  return verifiedValue(ctx, `reset-password:${token}`);
}

/**
 * The account a sign-in waiting for its second factor concerns: the two-factor plugin keeps it behind its
 * signed cookie and exports neither the cookie's name nor a way to read it.
 */
export async function pendingSecondFactorAccount(ctx: AuthHookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(cookie, ctx.context.secret);
  return identifier ? verifiedValue(ctx, identifier) : undefined;
}

/**
 * Whether the session was started with 'Remember me', read as better-auth reads it (its signed
 * `dont_remember` cookie): the session it answers does not say.
 */
export async function isRememberedSession(ctx: AuthHookContext): Promise<boolean> {
  const cookie = ctx.context.authCookies.dontRememberToken.name;
  return !(await ctx.getSignedCookie(cookie, ctx.context.secret));
}

/** The key the two-factor plugin encrypts TOTP secrets with, to check a code's step (no endpoint does). */
export const totpSecretKey = (ctx: AuthHookContext) => ctx.context.secretConfig;
