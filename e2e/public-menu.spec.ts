import { holdScripts, menuAnchors, openHome, pressNoted, test } from "./public-page-helpers.ts";
import { expect, saveScreenshot } from "./support/fixtures.ts";
import { scrollSettled } from "./support/waits.ts";

test.describe("the full-screen menu", () => {
  test("opens, traps focus, closes with MENU, CLOSE and Escape, and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    const trigger = page.getByRole("button", { name: "Menu", exact: true });
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeHidden();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("button", { name: "CLOSE" })).toBeFocused();
    // Tab never leaves the menu while it is open.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await saveScreenshot(page, { path: "test-results/screenshots/public-menu-open-1440.png" });

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole("button", { name: "CLOSE" }).click();
    await expect(dialog).toBeHidden();

    await trigger.click();
    await dialog.getByRole("button", { name: "MENU" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("Menu pressed while the page's script is still loading opens once it has loaded", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Without the intro; and under reduced motion, where CLOSE must still take the focus as the menu opens.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The page's script is held back, as on a slow phone network, until the press has been made.
    const release = await holdScripts(page);
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Menu", exact: true });
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await trigger.click();
    await pressNoted(trigger);
    await expect(dialog).toBeHidden();
    expect(await trigger.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")))).toBe(
      false,
    );

    release();
    await expect(dialog).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("button", { name: "CLOSE" })).toBeFocused();
    // Once hydrated, a press is the page's own: one press more closes the menu, not two.
    await dialog.getByRole("button", { name: "CLOSE" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the open menu is 80vh under 550 px, 81vh under 850 px and 86.6vh from 850 px on", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    const trigger = page.getByRole("button", { name: "Menu", exact: true });
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    // The dialog covers the viewport; its panel (the only <div> child) carries the height.
    const panel = dialog.locator(":scope > div");
    for (const { width, height, factor } of [
      { width: 390, height: 844, factor: 0.8 },
      { width: 549, height: 900, factor: 0.8 },
      { width: 550, height: 900, factor: 0.81 },
      { width: 849, height: 900, factor: 0.81 },
      { width: 850, height: 900, factor: 0.866 },
      { width: 1440, height: 900, factor: 0.866 },
    ]) {
      await page.setViewportSize({ width, height });
      await trigger.click();
      await expect(dialog).toBeVisible();
      const measured = await panel.evaluate((node) => ({
        panel: node.getBoundingClientRect().height,
        viewport: window.innerHeight,
      }));
      expect(measured.viewport, `viewport height at ${width} px`).toBe(height);
      expect(
        Math.abs(measured.panel - measured.viewport * factor),
        `menu height ${measured.panel} px at ${width} px, expected ${factor * 100}vh`,
      ).toBeLessThanOrEqual(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`every link closes the menu and scrolls to its anchor (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await openHome(page);
      const trigger = page.getByRole("button", { name: "Menu", exact: true });
      const dialog = page.getByRole("dialog", { name: "Site menu" });
      for (const anchor of [...menuAnchors.slice(1), "home"]) {
        await trigger.click();
        await expect(dialog).toBeVisible();
        await dialog.locator(`a[href="#${anchor}"]`).click();
        await expect(dialog).toBeHidden();
        // 1500 ms of smooth scrolling, then the section sits at the top of the viewport.
        await expect
          .poll(
            () => page.locator(`#${anchor}`).evaluate((node) => Math.round(node.getBoundingClientRect().top)),
            {
              timeout: 5000,
            },
          )
          .toBeLessThanOrEqual(2);
        await expect
          .poll(() =>
            page.locator(`#${anchor}`).evaluate((node) => Math.round(node.getBoundingClientRect().top)),
          )
          .toBeGreaterThanOrEqual(-2);
        await expect(page.locator(`#${anchor}`)).toBeFocused();
      }
      // The scroll-spy marks the section in view as the current menu link.
      await page
        .locator("#contact")
        .evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY + 10));
      await scrollSettled(page);
      await trigger.click();
      await expect(dialog.locator('a[aria-current="location"]')).toHaveAttribute("href", "#contact");
      if (size.width === 390)
        await saveScreenshot(page, { path: "test-results/screenshots/public-menu-open-390.png" });
    });
  }
});
