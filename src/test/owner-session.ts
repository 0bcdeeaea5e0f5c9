import { createPasswordUser } from "#server/features/auth/auth-internals.ts";
import type { SessionUser } from "#shared/auth/schema.ts";
import type { TestApp } from "./build-test-app.ts";

/** The owner every API test signs in as (created on demand). */
export const testOwner = {
  name: "Alex Morgan",
  email: "owner@folio.test",
  password: "correct-horse-battery-staple",
} as const;

let addressCounter = 0;

/**
 * A distinct documentation address (198.51.100.0/24, 203.0.113.0/24) per call, so helpers that sign
 * in often never run into the per-IP sign-in limit that the auth tests check on purpose.
 */
export function nextTestAddress(): string {
  addressCounter += 1;
  const block = addressCounter % 2 === 0 ? "198.51.100" : "203.0.113";
  return `${block}.${(addressCounter % 250) + 1}`;
}

/** Turns Set-Cookie headers into the one Cookie header a browser would send back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !/=$/.test(pair))
    .join("; ");
}

/**
 * Creates the owner (if there is none yet) and signs in through the real `POST /api/auth/sign-in/email`.
 * Send the answered `cookie` as the `cookie` header of owner requests (with no Origin, or
 * `origin: t.config.publicUrl`).
 */
export async function signInAsOwner(t: TestApp): Promise<{ cookie: string; owner: SessionUser }> {
  if (!(await t.app.services.owners.exists())) await t.app.services.owners.create(testOwner);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextTestAddress(),
    headers: { origin: t.config.publicUrl },
    payload: { email: testOwner.email, password: testOwner.password, rememberMe: true },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signInAsOwner: sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = cookieHeader(response.headers["set-cookie"]);
  const { user } = response.json() as { user: SessionUser };
  return { cookie, owner: { id: user.id, name: user.name, email: user.email, role: user.role } };
}

/**
 * Adds a user with a role (as an accepted invitation would) and signs them in through the real
 * sign-in; answers their cookie. For the tests of roles, sessions and two-factor sign-in.
 */
export async function addSignedInUser(
  t: TestApp,
  user: { name: string; email: string; password: string; role: "owner" | "editor" },
): Promise<{ cookie: string; user: SessionUser }> {
  const created = await createPasswordUser(t.app.auth, { email: user.email, name: user.name }, user.password);
  await t.app.db.updateTable("auth_user").set({ role: user.role }).where("id", "=", created.id).execute();
  return signInWith(t, user.email, user.password);
}

/** Signs in with e-mail and password through the real sign-in (no second factor); answers the cookie. */
export async function signInWith(
  t: TestApp,
  email: string,
  password: string,
): Promise<{ cookie: string; user: SessionUser }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextTestAddress(),
    headers: { origin: t.config.publicUrl },
    payload: { email, password, rememberMe: true },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return { cookie: cookieHeader(response.headers["set-cookie"]), user: response.json().user as SessionUser };
}
