import { openHome, test } from "./public-page-helpers.ts";
import { expect, saveScreenshot } from "./support/fixtures.ts";
import { animationsDone, scrollSettled } from "./support/waits.ts";

const sizes = [
  { label: "390", width: 390, height: 844 },
  { label: "768", width: 768, height: 1024 },
  { label: "1440", width: 1440, height: 900 },
] as const;

const sections = ["about", "unique", "scroll-slide", "experience", "projects", "testimonials", "contact"];

/** Screenshots of the loader, the hero, every section, the footer and the open menu at three sizes. */
for (const size of sizes) {
  test(`looks right at ${size.width}×${size.height}`, async ({ page }) => {
    test.setTimeout(120_000);
    const dir = "test-results/screenshots/public";
    await page.setViewportSize(size);
    // The intro is over within its 3 s; catch it as soon as the document is there.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByTestId("loader")).toBeVisible();
    await saveScreenshot(page, { path: `${dir}/${size.label}-loader.png` });
    await openHome(page);
    await saveScreenshot(page, { path: `${dir}/${size.label}-hero.png` });
    for (const id of sections) {
      const section = page.locator(`#${id}`);
      if (!(await section.isVisible())) continue;
      await section.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY));
      await scrollSettled(page);
      await animationsDone(page);
      await saveScreenshot(page, { path: `${dir}/${size.label}-${id}.png` });
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollSettled(page);
    await animationsDone(page);
    await saveScreenshot(page, { path: `${dir}/${size.label}-footer.png` });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    // Its opening transition over.
    await animationsDone(page);
    await saveScreenshot(page, { path: `${dir}/${size.label}-menu.png` });
  });
}
