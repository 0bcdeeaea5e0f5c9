import type { Page } from "@playwright/test";
import { collectPageErrors, expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, freePort, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv } from "./support/owner.ts";
import { animationsDone } from "./support/waits.ts";

const shotsDir = "/tmp/shots-passkeys";

/** Screenshots of the current screen at 390 and 1440 px in both admin themes (switched in place). */
async function themedShots(page: Page, name: string): Promise<void> {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((value) => {
      localStorage.setItem("folio-admin-theme", value);
      document.querySelector("[data-admin-theme]")?.setAttribute("data-admin-theme", value);
    }, theme);
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

/** Chromium's virtual authenticator: a platform passkey store that always verifies the user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  return cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

let server: FolioServer;
let base: string;
test.beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = await startFolio({ ...ownerEnv, PUBLIC_URL: base }, undefined, { port });
});
test.afterAll(async () => {
  await server.stop();
});

test("add a passkey in the account view, sign out, and sign in with it without a password", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await virtualAuthenticator(page);

  await page.goto(`${base}/login`);
  await expect(page.getByTestId("passkey-sign-in")).toBeVisible();
  await themedShots(page, "sign-in-card");

  await page.getByLabel("Email").fill(ownerCredentials.email);
  await page.getByLabel("Password", { exact: true }).fill(ownerCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin-dashboard$/);

  await page.goto(`${base}/admin-dashboard?tab=account`);
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByTestId("add-passkey").click();
  await page.getByLabel("Name this passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Create passkey" }).click();
  await expect(page.getByTestId("passkey-row")).toHaveCount(1);
  await expect(page.getByTestId("passkey-row")).toContainText("Test laptop");
  await expect(page.getByTestId("account-events")).toContainText("Passkey added");
  await page.getByRole("heading", { name: "Passkeys" }).scrollIntoViewIfNeeded();
  await themedShots(page, "account-passkeys");

  // Sign out: the session ends, the passkey stays in the virtual authenticator.
  const signOut = await page.request.post(`${base}/api/auth/sign-out`, {
    headers: { origin: base },
    data: {},
  });
  expect(signOut.ok()).toBe(true);
  await page.goto(`${base}/login`);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

  await page.getByTestId("passkey-sign-in").click();
  await page.waitForURL(/\/admin-dashboard$/);
  await expect(page.getByTestId("admin-user")).toContainText(ownerCredentials.email);

  await page.goto(`${base}/admin-dashboard?tab=account`);
  await expect(page.getByTestId("account-events")).toContainText("Signed in with a passkey");

  // Removing asks first, then the list is empty again and the log says so.
  await page.getByTestId("passkey-row").getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("passkey-row")).toHaveCount(0);
  await expect(page.getByTestId("account-events")).toContainText("Passkey removed");
  expect(errors).toEqual([]);
});
