import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { collectPageErrors, expect, saveScreenshot, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Each journey stops or fakes a redeploy of its own server: one at a time.
test.describe.configure({ mode: "serial" });

let server: FolioServer;
let dataDir: string;
test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "folio-e2e-outage-"));
  server = await startFolio(ownerEnv, dataDir);
});
test.afterEach(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const tab = (page: Page, name: string) =>
  page.locator("#admin-sidebar nav").getByRole("button", { name: new RegExp(`^${name}`) });

test("with the server stopped, an unopened tab shows the offline state, and opens by itself once it is back", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, server.url);
  const port = Number(new URL(server.url).port);

  await server.stop();
  await tab(page, "Projects").click();

  // No blank page: the shell stays, the tab says what is going on, and a calm banner too.
  await expect(page.getByTestId("boundary-offline")).toBeVisible();
  await expect(page.getByTestId("boundary-offline")).toContainText("Waiting for Folio's server");
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await expect(page.getByTestId("admin-user")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/Failed to fetch|Network Error|Unable to preload/);
  await saveScreenshot(page, { path: "/tmp/shots-ops/outage-offline-1440-dark.png" });

  server = await startFolio(ownerEnv, dataDir, { port });
  // Recovers by itself: the poller hears the server, the tab loads, the banner goes.
  await expect(page.getByText("Everything the public gallery shows")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("offline-banner")).toBeHidden();
  await expect(page.getByTestId("boundary-offline")).toBeHidden();
  expect(
    errors.filter(
      (e) =>
        !/Failed to load resource|ERR_CONNECTION_REFUSED|dynamically imported|Unable to preload CSS/.test(e),
    ),
  ).toEqual([]);
});

test("after a redeploy removed the old chunk files, opening a tab reloads the app once and the tab opens", async ({
  page,
}) => {
  await signIn(page, server.url);
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  // The old build's hashed files for the Messages tab are gone (404), as after a new deploy; the reloaded
  // page gets the "new" build, which serves them again.
  let reloading = false;
  page.on("request", (request) => {
    if (request.isNavigationRequest()) reloading = true;
  });
  await page.route(/\/assets\/messages-tab-[^/]+\.(js|css)$/, (route) =>
    reloading ? route.continue() : route.fulfill({ status: 404, body: "Not found" }),
  );
  const reloaded = page.waitForEvent("framenavigated");
  await tab(page, "Messages").click();
  await reloaded;
  await expect(page.getByRole("tablist", { name: "Folders" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
  expect(new URL(page.url()).searchParams.get("tab")).toBe("messages");
});

test("a tab's files refused for a moment while the server still answers: it waits and opens, never reloading", async ({
  page,
}) => {
  // As when the server stops while a tab loads: new connections are refused, while a connection kept
  // open still answers /api/health. That is no new build, and reloading would open a dead address.
  await signIn(page, server.url);
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  let refusing = true;
  await page.route(/\/assets\/messages-tab-[^/]+\.(js|css)$/, (route) =>
    refusing ? route.abort("connectionrefused") : route.continue(),
  );
  await tab(page, "Messages").click();
  await expect(page.getByTestId("boundary-offline")).toBeVisible();
  refusing = false;
  await expect(page.getByRole("tablist", { name: "Folders" })).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
    true,
  );
});

test("with unsaved changes, a redeploy offers 'Folio was updated — reload' instead of reloading", async ({
  page,
}) => {
  await signIn(page, server.url);
  // An unsaved reply: a draft in this browser tab.
  await page.evaluate(() => sessionStorage.setItem("folio-draft:reply:x", JSON.stringify("Half a reply")));
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  const oldFiles = /\/assets\/site-config-tab-[^/]+\.(js|css)$/;
  await page.route(oldFiles, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await tab(page, "Site Config").click();
  const updated = page.getByTestId("boundary-updated");
  await expect(updated).toBeVisible();
  await expect(updated).toContainText("Folio was updated — reload");
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
    true,
  );
  await saveScreenshot(page, { path: "/tmp/shots-ops/outage-updated-1440-dark.png" });
  await page.unroute(oldFiles);
  await updated.getByRole("button", { name: "Reload Folio" }).click();
  await expect(page.getByText("Theme, identity, layout")).toBeVisible();
  // The draft survived the reload.
  expect(await page.evaluate(() => sessionStorage.getItem("folio-draft:reply:x"))).toBe('"Half a reply"');
});
