import type { AuthLoader } from "./auth-loader.ts";

/**
 * Every use of better-auth's internals (`$context`, its internal adapter, its secret configuration and
 * the names of its cookies) is here, each with why its public API does not suffice (decision 154). The
 * rest of Folio calls these functions.
 */

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
