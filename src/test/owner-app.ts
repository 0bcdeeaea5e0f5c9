import type { SessionUser } from "#shared/auth/schema.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import { signInAsOwner } from "./owner-session.ts";

export interface OwnerApp {
  t: TestApp;
  /** The Cookie header of the owner's session. */
  cookie: string;
  owner: SessionUser;
}

/**
 * An app on a fresh database with the owner signed in: what most owner API suites start from.
 * `beforeAll(async () => ({ t, cookie } = await ownerApp()))`, and `afterAll(() => t.close())`.
 */
export async function ownerApp(env: Record<string, string> = {}): Promise<OwnerApp> {
  const t = await buildTestApp(env);
  return { t, ...(await signInAsOwner(t)) };
}
