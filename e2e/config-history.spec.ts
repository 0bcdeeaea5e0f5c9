import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ownerApi } from "./projects-helpers.ts";
import { expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys rewrite the site's texts and the résumé's settings.
let server: FolioServer;
let api: APIRequestContext;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
  api = await ownerApi(server.url);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Saves the header's résumé link text, as the Texts panel would. */
async function saveResumeLinkText(text: string) {
  const { version, ...config } = await (await api.get("/api/site-config")).json();
  const saved = await api.put("/api/site-config", {
    data: { ...config, version, texts: { ...config.texts, "menu.resume": text } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Saves the résumé's headline, as the Résumé tab would. */
async function saveHeadline(headline: string) {
  const { options } = await (await api.get("/api/admin/resume")).json();
  const saved = await api.put("/api/admin/resume", { data: { ...options, headline } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Restores the version opened in `history` (the one before the newest), and confirms; the confirmation
 * says so when the editor's unsaved changes give way to it.
 */
async function restorePrevious(page: Page, history: Locator, { unsaved }: { unsaved: boolean }) {
  const versions = history.locator("ol > li");
  await history.getByRole("button", { name: /^Restore version \d+$/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(/^Restore version \d+\?/);
  const warning = confirm.getByText(/Your unsaved changes in this editor give way to it/);
  await expect(warning).toHaveCount(unsaved ? 1 : 0);
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/^Version \d+ restored$/)).toBeVisible();
  await expect(versions.first()).toContainText(/restored version \d+/);
}

for (const [label, size] of Object.entries(viewports)) {
  test(`at ${size.width} px: a text saved twice, read in Site Config → History, the first restored and live on /`, async ({
    page,
  }) => {
    const first = `My CV ${label}`;
    const second = `Curriculum ${label}`;
    await saveResumeLinkText(first);
    await saveResumeLinkText(second);
    await page.setViewportSize(size);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin-dashboard?tab=site-config&section=history`);
    const history = page.getByRole("region", { name: "History of the settings and texts" });
    await expect(history.locator("ol > li").first()).toContainText("Changed: Texts › Header: résumé link");
    await history.locator("ol > li").nth(1).getByRole("button").first().click();
    // What a restore changes, word by word: the second text gives way to the first.
    await expect(history.locator("del")).toContainText(["Curriculum"]);
    await expect(history.locator("ins")).toContainText(["My CV"]);
    // Shown in the editor: the Texts panel holds it, unsaved.
    await history.getByRole("button", { name: "Show in the editor" }).click();
    await page.getByRole("button", { name: "Texts", exact: true }).click();
    await expect(page.locator('[data-text-key="menu.resume"]')).toHaveValue(first);
    await page.getByRole("button", { name: "History", exact: true }).click();
    await history.locator("ol > li").nth(1).getByRole("button").first().click();
    await saveScreenshot(page, { path: `test-results/screenshots/config-history-${size.width}.png` });

    // The version shown in the editor is unsaved there: the confirmation says it gives way.
    await restorePrevious(page, history, { unsaved: true });
    // A restore replaces what was being edited: nothing is left unsaved.
    await expect(page.getByTestId("unsaved-bar")).toHaveCount(0);
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("link", { name: first })).toBeVisible();
    await expect(page.getByRole("link", { name: second })).toHaveCount(0);
  });

  test(`at ${size.width} px: the résumé's headline saved twice, the first restored from the Résumé tab's History`, async ({
    page,
  }) => {
    const first = `Engineer of calm software (${label})`;
    const second = `Engineer of loud software (${label})`;
    await saveHeadline(first);
    await saveHeadline(second);
    await page.setViewportSize(size);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin-dashboard?tab=resume`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.locator("ol > li").first()).toContainText("Changed: Headline");
    await history.locator("ol > li").nth(1).getByRole("button").first().click();
    await expect(history.locator("del")).toContainText(["loud"]);
    await expect(history.locator("ins")).toContainText(["calm"]);
    await restorePrevious(page, history, { unsaved: false });
    await expect(page.getByLabel("Headline")).toHaveValue(first);
    await saveScreenshot(history, { path: `test-results/screenshots/resume-history-${size.width}.png` });
    await page.goto(`${server.url}/resume`);
    await expect(page.getByText(first)).toBeVisible();
  });
}
