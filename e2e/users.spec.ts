import type { Browser, Page } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { totpCode } from "#test/totp.ts";
import { collectPageErrors, expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv } from "./support/owner.ts";
import { animationsDone } from "./support/waits.ts";

const shotsDir = "/tmp/shots-users";

/** Screenshots of the current screen at 390 and 1440 px in both admin themes. */
async function themedShots(page: Page, name: string): Promise<void> {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.reload();
    await expect(page.locator(`[data-admin-theme="${theme}"]`)).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const [label, size] of Object.entries(viewports)) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await saveScreenshot(page, {
        path: `${shotsDir}/${name}-${theme}-${label}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize(viewports.desktop);
}

async function signInWithPassword(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

let sink: SmtpSink;
let server: FolioServer;
test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startFolio({ ...ownerEnv, SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" });
});
test.afterAll(async () => {
  await server.stop();
  await sink.stop();
});

const editor = { name: "Eddie Editor", email: "eddie@folio.test", password: "eddie-long-password-1" };

test.describe.configure({ mode: "serial" });

test("invite → accept from the e-mail → the editor signs in and cannot reach Site Config", async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  await signInWithPassword(page, server.url, ownerCredentials.email, ownerCredentials.password);
  await page.waitForURL(/\/admin-dashboard$/);
  await page.goto(`${server.url}/admin-dashboard?tab=users`);
  await page.getByLabel("Invite by e-mail").fill(editor.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("invitation-row")).toContainText(editor.email);

  const invitation = () => sink.messages.find((m) => m.to.includes(editor.email));
  await expect.poll(() => Boolean(invitation()), { timeout: 15_000 }).toBe(true);
  const link = invitation()?.text.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0] ?? "";
  expect(link.startsWith(`${server.url}/invite?token=`)).toBe(true);

  const invitee = await browser.newContext();
  const other = await invitee.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "You're invited" })).toBeVisible();
  await saveScreenshot(other, { path: `${shotsDir}/invite-screen-1440.png`, fullPage: true });
  await other.getByLabel("Name").fill(editor.name);
  await other.getByLabel("Password", { exact: true }).fill(editor.password);
  await other.getByLabel("Confirm Password", { exact: true }).fill(editor.password);
  await other.getByRole("button", { name: "Accept Invitation" }).click();
  await other.waitForURL(/\/admin-dashboard$/);
  await expect(other.getByTestId("admin-user")).toContainText(editor.name);
  await expect(other.getByTestId("admin-user")).toContainText(editor.email);
  await expect(other.locator('[data-tab="site-config"]')).toHaveCount(0);
  await expect(other.locator('[data-tab="users"]')).toHaveCount(0);
  await expect(other.locator('[data-tab="projects"]')).toBeVisible();
  // A tab they may not open, asked for by its address: a "no access" note in its place, not a silent switch.
  await other.goto(`${server.url}/admin-dashboard?tab=site-config`);
  await expect(other.getByTestId("no-access-note")).toContainText("No access to Site Config");
  await expect(other.getByTestId("no-access-note")).toContainText(
    "Only an owner of this site can open Site Config",
  );
  for (const [label, size] of Object.entries(viewports)) {
    await other.setViewportSize(size);
    await animationsDone(other);
    await saveScreenshot(other, { path: `${shotsDir}/no-access-${label}-${size.width}.png`, fullPage: true });
    await expect(other.getByTestId("no-access-note")).toBeInViewport();
  }
  await other.getByRole("button", { name: "Go to Overview" }).click();
  await expect(other.locator("main[data-active-tab]")).toHaveAttribute("data-active-tab", "overview");
  await expect(other.getByTestId("no-access-note")).toHaveCount(0);
  const refused = await other.request.put(`${server.url}/api/site-config`, {
    headers: { origin: server.url },
    data: {},
  });
  expect(refused.status()).toBe(403);
  await invitee.close();

  // The link works once.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await again.close();

  await page.reload();
  await expect(page.getByTestId("user-row")).toHaveCount(2);
  await themedShots(page, "users-tab");

  // A revoke is undone from its toast (the invitation waited in the Trash): the same row comes back.
  await page.getByLabel("Invite by e-mail").fill("rui@folio.test");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const pending = page.getByTestId("invitation-row").filter({ hasText: "rui@folio.test" });
  await pending.getByRole("button", { name: "Revoke" }).click();
  await expect(pending).toHaveCount(0);
  const revoked = page
    .getByRole("status")
    .filter({ hasText: "The invitation for rui@folio.test was revoked" });
  await revoked.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "works again" })).toBeVisible();
  await expect(pending).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("turn on TOTP in the account view, then sign in with a computed code", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, server.url, editor.email, editor.password);
  await page.waitForURL(/\/admin-dashboard$/);
  await page.getByTestId("admin-user").click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await page.getByLabel("Your password").fill(editor.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret.length).toBeGreaterThan(20);
  await page.setViewportSize(viewports.desktop);
  await saveScreenshot(page, { path: `${shotsDir}/account-totp-setup-1440.png`, fullPage: true });
  const uri = `otpauth://totp/Folio?secret=${secret}`;
  await page.getByLabel("2. Enter the 6-digit code it shows").fill(totpCode(uri));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("two-factor-state")).toHaveText(/On/);
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await saveScreenshot(page, { path: `${shotsDir}/account-recovery-codes-1440.png`, fullPage: true });
  await themedShots(page, "account-view");
  await context.close();

  const fresh = await browser.newContext();
  const login = await fresh.newPage();
  await signInWithPassword(login, server.url, editor.email, editor.password);
  await expect(login.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  const noSession = await login.request.get(`${server.url}/api/account`);
  expect(noSession.status()).toBe(401);
  await login.getByLabel("Authentication code").fill("000000");
  await login.getByRole("button", { name: "Verify" }).click();
  await expect(login.getByRole("alert")).toContainText("code is not right");
  for (const theme of ["dark", "light"] as const) {
    // The second step is a state of the sign-in card (a reload starts over): the theme is switched in place.
    await login.evaluate((value) => {
      document.querySelector("[data-admin-theme]")?.setAttribute("data-admin-theme", value);
    }, theme);
    for (const [label, size] of Object.entries(viewports)) {
      await login.setViewportSize(size);
      await animationsDone(login);
      await saveScreenshot(login, {
        path: `${shotsDir}/second-factor-${theme}-${label}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
  await login.getByLabel("Authentication code").fill(totpCode(uri, new Date(), 1));
  await login.getByRole("button", { name: "Verify" }).click();
  await login.waitForURL(/\/admin-dashboard$/);
  await expect(login.getByTestId("admin-user")).toContainText(editor.email);
  await fresh.close();
});

test("end another session and see it signed out", async ({ browser }) => {
  const first = await ownerPage(browser);
  const second = await ownerPage(browser);
  await first.goto(`${server.url}/admin-dashboard?tab=account`);
  const rows = first.getByTestId("session-row");
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
  const other = rows.filter({ hasNot: first.getByText("This device") }).first();
  await other.getByRole("button", { name: "Sign out" }).click();
  await expect.poll(() => rows.count()).toBeLessThan(3);

  // The other browser's next call finds its session gone and shows the signed-out panel.
  await second.goto(`${server.url}/admin-dashboard?tab=projects`);
  await expect(second).toHaveURL(/\/login$/);
});

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, server.url, ownerCredentials.email, ownerCredentials.password);
  await page.waitForURL(/\/admin-dashboard$/);
  return page;
}
