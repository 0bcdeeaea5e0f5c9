import type { Page } from "@playwright/test";
import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv } from "./support/owner.ts";

let server: FolioServer;
// The journeys can run on both workers at once.
test.describe.configure({ mode: "parallel" });
test.beforeEach(async () => {
  // A server per journey: each signs in several times and the limit is 5 sign-ins per minute per address.
  server = await startFolio(ownerEnv);
});
test.afterEach(async () => {
  await server.stop();
});

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

test("the login screen: errors in a red box that clears on typing, then sign in and out", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Sign in to your account")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeVisible();
  await screenshots(page, "auth-login");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
  await fillSignIn(page, ownerCredentials.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveCount(0);

  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await screenshots(page, "auth-login-error");
  await password.fill(ownerCredentials.password);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const session = await page.request.get(`${server.url}/api/auth/get-session`);
  expect((await session.json()).user).toMatchObject({
    email: ownerCredentials.email,
    name: ownerCredentials.name,
  });

  // A signed-in visitor who opens /login is sent to the dashboard.
  await page.goto(`${server.url}/login`);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page
    .getByRole("button", { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${server.url}/admin-dashboard`);
  await expect(page).toHaveURL(/\/login$/);
  expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
});

// The screen is painted from server HTML and its script loads on the first interaction (decision 118).
// A slow phone: the owner types and presses "Sign In" before any script has arrived, or while the
// screen's own script is on its way. The press is not lost.
for (const slow of ["the owner entry", "the screen's script"] as const) {
  test(`"Sign In" pressed while ${slow} is still loading signs in once it has loaded`, async ({ page }) => {
    const errors = collectPageErrors(page);
    let entry: string | undefined;
    let held = 0;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      const url = route.request().url();
      entry ??= url;
      // The first script asked for is the owner entry; the rest is the screen's script.
      if ((slow === "the owner entry") === (url === entry)) {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.continue();
    });
    await page.goto(`${server.url}/login`);
    await fillSignIn(page, ownerCredentials.email, ownerCredentials.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 20_000 });
    await expect(page.getByTestId("admin-user")).toContainText(ownerCredentials.email);
    expect(held).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test("the guard: 'Loading...' while the session resolves, /login without one", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/get-session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/admin-dashboard`);
  await expect(page.getByText("Loading...")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});

test("remember me: checked keeps a 30-day cookie, unchecked a browser-session cookie", async ({
  browser,
}) => {
  for (const remember of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await fillSignIn(page, ownerCredentials.email, ownerCredentials.password);
    if (remember) await page.getByRole("checkbox", { name: "Remember me" }).check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const session = (await context.cookies()).find((cookie) => cookie.name === "folio.session_token");
    expect(session?.httpOnly).toBe(true);
    if (remember) {
      const days = ((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    } else {
      expect(session?.expires).toBe(-1);
    }
    // A reload keeps the owner signed in either way.
    await page.reload();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await context.close();
  }
});

test("a sign-in screen whose script is gone (a new build under an open tab) loads itself again, once, and signs in", async ({
  page,
}) => {
  // The first request for the owner entry answers 404, as after a new build removed the old files.
  let refused = 0;
  await page.route(/\/assets\/owner-[A-Za-z0-9_-]{8}\.js$/, (route) => {
    if (refused > 0) return route.continue();
    refused++;
    return route.fulfill({ status: 404, body: "Not found" });
  });
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") loads.push(request.url());
  });
  await page.goto(`${server.url}/login`);
  await expect.poll(() => loads.length).toBe(2);
  expect(refused).toBe(1);
  await fillSignIn(page, ownerCredentials.email, ownerCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // Loaded again once only.
  expect(loads).toHaveLength(2);
});

test("a sign-in screen whose script cannot load while the server is away tries again on the next press", async ({
  page,
}) => {
  // The entry's file cannot be reached (the connection refused), and neither can the page itself. The
  // refusal comes once Sign In has been pressed: the press finds the entry still loading.
  let away = true;
  let pressed = () => {};
  const afterPress = new Promise<void>((resolve) => {
    pressed = resolve;
  });
  let probes = 0;
  await page.route(/\/assets\/owner-[A-Za-z0-9_-]{8}\.js(\?.*)?$/, async (route) => {
    if (!away) return route.continue();
    await afterPress;
    await route.abort("connectionrefused");
  });
  await page.route(/\/login$/, (route) => {
    if (!away || route.request().method() !== "HEAD") return route.continue();
    probes += 1;
    return route.abort("connectionrefused");
  });
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") loads.push(request.url());
  });
  await page.goto(`${server.url}/login`);
  await fillSignIn(page, ownerCredentials.email, ownerCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  pressed();
  // The entry failed, and the page asked whether the server answers (it does not): it stays as it is.
  await expect.poll(() => probes).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login$/);
  away = false;
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // Never loaded again: what was typed stayed.
  expect(loads).toHaveLength(1);
});
