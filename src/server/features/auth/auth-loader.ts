import type { Auth, AuthDependencies } from "./auth.ts";

/** better-auth, made on first use (see `authLoader`). */
export type AuthLoader = () => Promise<Auth>;

/**
 * better-auth and its plugins are loaded and set up when a request first needs them (decision 122):
 * a sign-in, the admin's session check, an owner's preview. A server that only serves visitors never
 * holds them (about 8 MB of heap and 20 MB resident). A failed load is tried again by the next caller.
 */
export function authLoader(dependencies: AuthDependencies): AuthLoader {
  let auth: Promise<Auth> | undefined;
  return () => {
    auth ??= import("./auth.ts")
      .then(({ createAuth }) => createAuth(dependencies))
      .catch((error: unknown) => {
        auth = undefined;
        throw error;
      });
    return auth;
  };
}
