import { afterAll, beforeAll } from "vitest";
import type { SessionUser } from "#shared/auth/schema.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import { signInAsOwner } from "./owner-session.ts";

export interface OwnerApp {
  /** The app on its fresh database; `t.close()` when done. */
  t: TestApp;
  /** The signed-in owner's `cookie` header. */
  cookie: string;
  owner: SessionUser;
}

/**
 * An app with a signed-in owner, the setup of most API tests: the real app on a fresh database (with
 * extra environment if given), the owner account created, and a session from the real sign-in.
 */
export async function buildOwnerApp(env: Record<string, string> = {}): Promise<OwnerApp> {
  const t = await buildTestApp(env);
  try {
    const { cookie, owner } = await signInAsOwner(t);
    return { t, cookie, owner };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * The usual suite setup in one line: before the suite's tests, an app with a signed-in owner is built
 * and handed to `receive` (assign it to the suite's variables); after them, it is closed.
 */
export function withOwnerApp(receive: (app: OwnerApp) => void, env: Record<string, string> = {}): void {
  let app: OwnerApp | undefined;
  beforeAll(async () => {
    app = await buildOwnerApp(env);
    receive(app);
  });
  afterAll(async () => app?.t.close());
}

/**
 * Saves the site configuration as `change` makes it from the stored one (read, changed, saved with its
 * version, as the Site Config tab does); throws with the answer when the save is refused.
 */
export async function changeSiteConfig(
  { t, cookie }: Pick<OwnerApp, "t" | "cookie">,
  change: (config: SiteConfig) => SiteConfig,
): Promise<void> {
  const read = await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } });
  const { version, ...config } = read.json() as SiteConfig & { version: number };
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/site-config",
    headers: { cookie },
    payload: { ...change(config), version },
  });
  if (saved.statusCode !== 200) throw new Error(`the configuration was not saved: ${saved.body}`);
}
