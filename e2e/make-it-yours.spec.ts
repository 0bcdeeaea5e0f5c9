import { expect, screenshots, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

/**
 * Issue 38, point 7 (decision 151): a new owner follows "Make it yours" on the Overview; after setting
 * their name and removing the sample content in one action, `/` carries none of the sample's words.
 */
for (const size of Object.values(viewports))
  test(`at ${size.width} px "Make it yours" leads from the sample site to none of its words on /`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A server of its own: this removes the sample other journeys read.
    const server: FolioServer = await startFolio(ownerEnv);
    try {
      await page.setViewportSize(size);
      await signIn(page, server.url);
      await page.goto(`${server.url}/admin-dashboard?tab=overview`);
      const card = page.getByRole("region", { name: "Make it yours" });
      await expect(card).toContainText("0 of 6 done");
      await screenshots(page, `make-it-yours-start`);

      // "Your name" opens Site Settings.
      await card.locator('[data-step="name"]').getByRole("button", { name: "Open" }).click();
      await page.getByLabel("Author").fill("Nadia Benali");
      await page.getByLabel("Site Title").fill("Nadia Benali — Frontend engineer");
      await page.getByRole("button", { name: "Save Changes" }).first().click();
      await expect(page.getByRole("button", { name: "Saved!" }).first()).toBeVisible();

      await page.goto(`${server.url}/admin-dashboard?tab=overview`);
      await expect(card).toContainText("1 of 6 done");
      await card.getByRole("button", { name: "Remove sample content" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Remove the sample content?" });
      await expect(confirm).toContainText("Testimonials (hidden)");
      await confirm.getByRole("button", { name: "Remove sample content" }).click();
      await expect(card.locator('[data-step="sample"]')).toContainText("(done)");
      // The About and Experience sections were wholly the sample's: hidden now, their steps are done too.
      await expect(card).toContainText("4 of 6 done");
      await screenshots(page, `make-it-yours-after`);

      const home = await (await page.request.get(`${server.url}/`)).text();
      for (const words of ["Alex Morgan", "alexmorgan", "Priya Raman", "Lisbon, Portugal"])
        expect(home.includes(words), words).toBe(false);
      await page.goto(`${server.url}/`);
      await expect(page.locator("header").first()).toContainText("Nadia Benali");
    } finally {
      await server.stop();
    }
  });
