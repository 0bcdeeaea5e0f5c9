import { expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys rewrite the About section.
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

for (const [label, size] of Object.entries(viewports)) {
  test(`at ${size.width} px: the About text edited twice, read in History word by word, the first edit restored and live on /`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, server.url);
    await page.goto(at("/admin-dashboard?tab=content"));
    const card = page
      .getByTestId("section-card")
      .filter({ has: page.getByRole("heading", { name: "About Me", exact: true }) });
    const dialog = page.getByRole("dialog", { name: "Edit About Me" });
    const first = `I build calm, quick web apps (${label}).`;
    const second = `I build loud, slow web apps (${label}).`;
    for (const text of [first, second]) {
      await card.getByRole("button", { name: "Edit" }).click();
      await dialog.getByLabel("Description").fill(text);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog).toBeHidden();
    }

    await card.getByRole("button", { name: "Edit" }).click();
    await dialog.getByRole("button", { name: "History" }).click();
    const history = dialog.getByRole("region", { name: "History" });
    const versions = history.locator("ol > li");
    await expect(versions.first()).toContainText("(saved now)");
    await expect(versions.first()).toContainText("Changed: Description");
    await expect(versions.first()).toContainText("Alex Morgan");
    // The version before the last save: the first edit.
    await versions.nth(1).getByRole("button").first().click();
    const description = history
      .locator("dt", { hasText: /^Description$/ })
      .locator("xpath=following-sibling::dd");
    await expect(description.locator("del")).toHaveText(["loud", "slow"]);
    await expect(description.locator("ins")).toHaveText(["calm", "quick"]);
    await saveScreenshot(dialog, { path: `test-results/screenshots/history-diff-${size.width}.png` });

    await history.getByRole("button", { name: /^Restore version \d+$/ }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(/^Restore version \d+\?/);
    await confirm.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText(/^Version \d+ restored$/)).toBeVisible();
    // A restore is a save: the editor closes, the card shows the text, and the restore is itself the
    // newest version, saying which one it brought back (so it can be undone the same way).
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(first);
    await card.getByRole("button", { name: "Edit" }).click();
    await dialog.getByRole("button", { name: "History" }).click();
    await expect(versions.first()).toContainText(/restored version \d+/);
    await saveScreenshot(dialog, { path: `test-results/screenshots/history-restored-${size.width}.png` });

    await page.goto(at("/"));
    await expect(
      page.getByRole("region", { name: /./ }).filter({ has: page.locator("#explain-title") }),
    ).toContainText("I build calm, quick web apps");
    await expect(page.locator("body")).not.toContainText("loud, slow");
  });
}
