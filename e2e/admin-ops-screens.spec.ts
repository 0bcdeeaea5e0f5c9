import type { Page } from "@playwright/test";
import { expect, saveScreenshot, takingScreenshots, test, viewports } from "./support/fixtures.ts";
import { dashboardLive, ownerCredentials, signIn } from "./support/owner.ts";
import { animationsDone } from "./support/waits.ts";

const themes = ["dark", "light"] as const;
const sizes = [viewports.mobile, { width: 1280, height: 800 }, viewports.desktop];

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of themes) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.reload();
    await ready();
    for (const size of takingScreenshots ? sizes : []) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await saveScreenshot(page, { path: `/tmp/shots-ops/${name}-${size.width}-${theme}.png` });
    }
  }
  await page.evaluate(() => localStorage.setItem("folio-admin-theme", "dark"));
  await page.setViewportSize(viewports.desktop);
}

test("the changed admin screens, in both themes at 390, 1280 and 1440 px", async ({ page, folio }) => {
  await signIn(page, folio.url);
  await page.goto(`${folio.url}/admin-dashboard?tab=overview`);
  // The live dashboard, in the stored theme (the server paints the default one).
  await shoot(page, "overview", () => dashboardLive(page));

  await page.goto(`${folio.url}/admin-dashboard?tab=projects`);
  await shoot(page, "projects", () => page.getByText("Everything the public gallery shows").waitFor());
  // One visible title: the header's; the tab's heading is for screen readers only.
  const tabHeading = page.getByRole("heading", { level: 2, name: "Projects" });
  expect((await tabHeading.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();

  await page.goto(`${folio.url}/admin-dashboard?tab=site-config`);
  await shoot(page, "site-config", () => page.getByText("Theme, identity, layout").waitFor());
  // At 1280 and 1440 px the header's actions stay on the description's row.
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const description = page.getByText("Theme, identity, layout");
    const save = page.getByRole("button", { name: /Save/ }).first();
    const top = (await description.boundingBox())?.y ?? 0;
    const saveBox = await save.boundingBox();
    expect(saveBox?.y ?? 999).toBeLessThan(top + 40);
  }

  // The login card does not move when an error appears.
  await page.context().clearCookies();
  await page.goto(`${folio.url}/login`);
  const card = page.getByRole("heading", { name: "Welcome Back" });
  await card.waitFor();
  // After the card's entrance animation.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const before = await card.boundingBox();
  await page.getByLabel("Email").fill(ownerCredentials.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  const after = await card.boundingBox();
  expect(after?.y).toBe(before?.y);
  for (const size of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(size);
    await animationsDone(page);
    await saveScreenshot(page, { path: `/tmp/shots-ops/login-error-${size.width}.png` });
  }
});

test("the offline state and the update prompt, in both themes at 390 and 1440 px", async ({
  page,
  folio,
}) => {
  await signIn(page, folio.url);
  for (const theme of themes) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.goto(`${folio.url}/admin-dashboard?tab=overview`);
    await dashboardLive(page);
    await page.getByText("Active Projects").first().waitFor();
    // The server "stops": every request fails from now on.
    await page.route("**/*", (route) => route.abort("connectionrefused"));
    await page.locator("#admin-sidebar nav").getByRole("button", { name: "Analytics" }).click();
    await expect(page.getByTestId("boundary-offline")).toBeVisible();
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    for (const size of [viewports.mobile, viewports.desktop]) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await saveScreenshot(page, { path: `/tmp/shots-ops/offline-${size.width}-${theme}.png` });
    }
    await page.unroute("**/*");
  }
});

test("Undo a section's delete; the update prompt and the Undo toast in both themes at 390 and 1440 px", async ({
  page,
  folio,
}) => {
  await signIn(page, folio.url);
  for (const theme of themes) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${folio.url}/admin-dashboard?tab=content`);
    const footer = page
      .getByTestId("section-card")
      .filter({ has: page.getByRole("heading", { name: "Footer", exact: true }) });
    await footer.getByRole("button", { name: "Delete Footer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(footer).toHaveCount(0);
    const toast = page.getByTestId("undo-toast");
    await expect(toast).toContainText("Deleted");
    for (const size of [viewports.mobile, viewports.desktop]) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await saveScreenshot(page, { path: `/tmp/shots-ops/undo-toast-${size.width}-${theme}.png` });
    }
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Restored “Footer”")).toBeVisible();
    await expect(footer).toHaveCount(1);

    // A redeploy while a draft is unsaved: the prompt, not a reload.
    await page.evaluate(() =>
      sessionStorage.setItem("folio-draft:project:new", JSON.stringify({ title: "x" })),
    );
    const oldFiles = /\/assets\/analytics-tab-[^/]+\.(js|css)$/;
    await page.route(oldFiles, (route) => route.fulfill({ status: 404, body: "Not found" }));
    await page.locator("#admin-sidebar nav").getByRole("button", { name: "Analytics" }).click();
    await expect(page.getByTestId("boundary-updated")).toBeVisible();
    for (const size of [viewports.mobile, viewports.desktop]) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await saveScreenshot(page, { path: `/tmp/shots-ops/updated-${size.width}-${theme}.png` });
    }
    await page.unroute(oldFiles);
    await page.evaluate(() => sessionStorage.clear());
  }
});
