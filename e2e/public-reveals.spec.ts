import type { Page } from "@playwright/test";
import { openHome, test } from "./public-page-helpers.ts";
import { expect, saveScreenshot, viewports } from "./support/fixtures.ts";
import { animationsDone, scrollSettled } from "./support/waits.ts";

/** The opacity an element is actually drawn with: its own times every ancestor's. */
async function drawnOpacity(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === "hidden" || style.display === "none") return 0;
        opacity *= Number(style.opacity);
      }
      return Math.round(opacity * 100) / 100;
    }),
  );
}

async function motionReady(page: Page): Promise<void> {
  await openHome(page);
  await expect(page.locator("html")).toHaveAttribute("data-motion", "on");
  // The layer adds its steps one task apart; the last one refreshes every trigger. The last step of each
  // set draws on its elements in that same task: the parallax images, the marquee rows and (on a wide
  // window) the pinned slide's spacing.
  await page.waitForFunction(() => {
    const drawn = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].every(
        (element) => element.style.transform !== "",
      );
    const pinned =
      !matchMedia("(min-width: 851px)").matches ||
      [...document.querySelectorAll<HTMLElement>("[data-slide-pin]")].every((pin) => pin.style.height !== "");
    return drawn("[data-parallax]") && drawn("[data-marquee-row]") && pinned;
  });
}

test("nothing waits for a scroll to be seen: every revealed element is drawn before any scrolling", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await motionReady(page);
  const opacities = await drawnOpacity(page, "main [data-reveal], footer [data-reveal]");
  expect(opacities.length).toBeGreaterThan(15);
  expect(opacities.filter((opacity) => opacity < 1)).toEqual([]);
  await saveScreenshot(page, { path: "test-results/screenshots/reveals/full-page-1440.png", fullPage: true });
});

for (const [label, size] of Object.entries(viewports)) {
  test(`Tab from the top reaches the contact form before the footer (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await (label === "desktop" ? motionReady(page) : openHome(page));
    const visited: string[] = [];
    for (let presses = 0; presses < 250; presses++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "body";
        if (active.closest("footer")) return "footer";
        return active.getAttribute("name") ?? active.tagName.toLowerCase();
      });
      visited.push(where);
      if (where === "user_name" || where === "footer") break;
    }
    expect(visited.at(-1), visited.join(" → ")).toBe("user_name");
    await expect(page.locator("input[name=user_name]")).toBeInViewport();
    expect(await drawnOpacity(page, "input[name=user_name]")).toEqual([1]);
  });
}

test("after filtering the gallery, the menu's Contact shows the contact details within a second", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await motionReady(page);
  const gallery = page.locator("#projects");
  await gallery.scrollIntoViewIfNeeded();
  await scrollSettled(page);
  await animationsDone(page);
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  await gallery.getByRole("button", { name: "App Development" }).click();
  await expect(gallery.getByText("No projects found", { exact: true })).toBeVisible();
  const after = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(before - after).toBeGreaterThan(300);

  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("dialog", { name: "Site menu" }).locator('a[href="#contact"]').click();
  // The menu's scroll ends by focusing the section.
  await expect(page.locator("#contact")).toBeFocused({ timeout: 4000 });
  const links = "#contact ul a, #contact h2, #contact input[name=user_name]";
  await expect.poll(async () => Math.min(...(await drawnOpacity(page, links))), { timeout: 1000 }).toBe(1);
  for (const link of await page.locator("#contact ul a").all()) await expect(link).toBeInViewport();
});

test("printing shows every section, whole and in place", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await motionReady(page);
  // Part-way down, so scroll effects (reveals, parallax, the pinned slide) are mid-way when printing.
  await page.locator("#experience").scrollIntoViewIfNeeded();
  // Come to rest, and every scroll effect has answered it (a frame drawn after the last move).
  await scrollSettled(page);
  await page.emulateMedia({ media: "print" });
  const sections = await page
    .locator("main section, footer")
    .evaluateAll((elements) =>
      elements.map((element) => element.id || element.getAttribute("aria-labelledby") || element.tagName),
    );
  expect(sections).toEqual(
    expect.arrayContaining(["home", "about", "unique", "scroll-slide", "experience", "projects", "contact"]),
  );
  const opacities = await drawnOpacity(
    page,
    "main section, footer, main [data-reveal], footer [data-reveal]",
  );
  expect(opacities.filter((opacity) => opacity < 1)).toEqual([]);
  const transformed = await page
    .locator("[data-reveal], [data-hero-left], [data-hero-right], [data-slide-track]")
    .evaluateAll((elements) =>
      elements
        .map((element) => getComputedStyle(element).transform)
        .filter((transform) => !["none", "matrix(1, 0, 0, 1, 0, 0)"].includes(transform)),
    );
  expect(transformed).toEqual([]);
  for (const hidden of ["star-field", "cursor-dot", "scroll-progress"])
    await expect(page.getByTestId(hidden)).toBeHidden();
  await saveScreenshot(page, { path: "test-results/screenshots/reveals/print-1440.png", fullPage: true });
});
