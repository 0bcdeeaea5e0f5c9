import type { Browser, Page } from "@playwright/test";
import { collectPageErrors, expect, saveScreenshot, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv, signIn } from "./support/owner.ts";

// Its own server: this journey changes the About section (issue 40, point 4; decision 139).
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.use({ reducedMotion: "reduce" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

/** A browser of its own (its own cookies and storage), signed in as the owner, in About's editor. */
async function editorIn(browser: Browser, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size, reducedMotion: "reduce" });
  const page = await context.newPage();
  await signIn(page, server.url);
  await page.goto(at("/admin-dashboard?tab=content"));
  await page
    .getByTestId("section-card")
    .filter({ has: page.getByRole("heading", { name: "About Me", exact: true }) })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit About Me" });
  await expect(dialog).toBeVisible();
  return { context, page, dialog };
}

const introduction = (page: Page) =>
  page.getByRole("dialog", { name: "Edit About Me" }).getByLabel("Introduction");

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`two editors of About at ${size.width} px: the second sees the first's change and keeps theirs`, async ({
    browser,
  }) => {
    const first = await editorIn(browser, size);
    const second = await editorIn(browser, size);
    const errors = collectPageErrors(second.page);
    const theirs = `Introduction saved first (${size.width}).`;
    const mine = `Introduction saved second (${size.width}).`;

    await introduction(second.page).fill(mine);
    await introduction(first.page).fill(theirs);
    await first.dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(first.dialog).toBeHidden();

    await second.dialog.getByRole("button", { name: "Save Changes" }).click();
    const panel = second.dialog.getByTestId("conflict-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading")).toContainText(`${ownerCredentials.name} changed this at`);
    const field = panel.getByRole("definition").filter({ hasText: theirs });
    await expect(field).toContainText(mine);
    await expect(panel.getByRole("button", { name: "Copy their introduction" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Take theirs" })).toBeVisible();
    await saveScreenshot(second.dialog, { path: `test-results/screenshots/edit-conflict-${size.width}.png` });

    // Nothing was overwritten: the page shows the first editor's words.
    const visitor = await second.context.newPage();
    await visitor.goto(at("/"));
    await expect(visitor.locator("#about")).toContainText(theirs);

    await panel.getByRole("button", { name: "Keep mine" }).click();
    await expect(second.dialog).toBeHidden();
    await visitor.goto(at("/"));
    await expect(visitor.locator("#about")).toContainText(mine);
    await expect(visitor.locator("#about")).not.toContainText(theirs);
    // The refused save is the one failed request the browser reports.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);

    await first.context.close();
    await second.context.close();
  });
}
