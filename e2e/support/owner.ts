import type { Cookie, Page } from "@playwright/test";

/** The owner account of the default `folio` server (created from OWNER_* at its first start). */
export const ownerCredentials = {
  name: "Alex Morgan",
  email: "owner@folio.test",
  password: "correct-horse-battery-staple",
} as const;

/** The environment that makes a fresh server create that owner unattended. */
export const ownerEnv: Record<string, string> = {
  OWNER_EMAIL: ownerCredentials.email,
  OWNER_PASSWORD: ownerCredentials.password,
  OWNER_NAME: ownerCredentials.name,
};

/** Session cookies made by a real sign-in, per server origin, reused while the session lives. */
const sessions = new Map<string, Cookie[]>();

async function hasSession(page: Page, origin: string): Promise<boolean> {
  const response = await page.request.get(`${origin}/api/auth/get-session`);
  if (!response.ok()) return false;
  const body = (await response.json()) as { user: unknown };
  return Boolean(body.user);
}

/** Waits until the dashboard has resolved the session and shows the signed-in owner. */
async function dashboardReady(page: Page): Promise<void> {
  await page.waitForURL(/\/admin-dashboard$/);
  await page
    .getByTestId("admin-user")
    .filter({ hasText: ownerCredentials.email })
    .waitFor({ state: "attached" });
  await dashboardLive(page);
}

/**
 * Waits until the browser's dashboard has taken the place of the server's paint of it (decision 125),
 * which looks the same but is inert, and whose code is imported only once it has been painted.
 */
export async function dashboardLive(page: Page): Promise<void> {
  await page.locator("[data-painted-over]").waitFor({ state: "detached" });
}

/**
 * Signs the owner in through the real /login screen and waits for the dashboard to show them. Later calls
 * against the same server reuse that sign-in's cookies while its session is still valid (the server
 * allows 5 sign-ins per minute per address, and every journey of a worker comes from 127.0.0.1).
 */
export async function signIn(page: Page, baseURL?: string): Promise<void> {
  const at = (path: string) => (baseURL ? new URL(path, baseURL).toString() : path);
  // With the server's address known, a saved session goes straight to the dashboard.
  if (!baseURL) await page.goto("/login");
  const origin = baseURL ? new URL(baseURL).origin : new URL(page.url()).origin;
  const saved = sessions.get(origin);
  if (saved) {
    await page.context().addCookies(saved);
    if (await hasSession(page, origin)) {
      await page.goto(at("/admin-dashboard"));
      await dashboardReady(page);
      return;
    }
    sessions.delete(origin);
    await page.context().clearCookies();
  }
  const login = new URL("/login", origin).toString();
  if (page.url() !== login) await page.goto(login);

  await page.getByLabel("Email").fill(ownerCredentials.email);
  await page.getByLabel("Password", { exact: true }).fill(ownerCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await dashboardReady(page);
  const cookies = await page.context().cookies(origin);
  sessions.set(
    origin,
    cookies.filter((cookie) => cookie.name.includes("folio.")),
  );
}
