import { collectPageErrors, expect, test } from "./support/fixtures.ts";

/**
 * Decision 070: `/` is painted from its HTML and stylesheet alone; its script and web fonts come after
 * the first contentful paint, and the fonts swap in without a layout shift — on a first visit, at a
 * phone's and a desktop's width, and on a return (fonts from the cache, no fallback at all). With the
 * sample's hero the swap would move the subtitle at both widths, so it waits for the page to be hidden.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the page paints before any script or font and never shifts`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "later");
    // Hydrated: the menu button opens the menu.
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Escape");

    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const late = performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(js|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
      return { fcp, late };
    });
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.late.length).toBeGreaterThan(0);
    for (const resource of timing.late)
      expect(resource.start, resource.url).toBeGreaterThanOrEqual(timing.fcp);

    // Loaded, hydrated, the fonts fetched: nothing has shifted (they swap in only where nothing would move).
    await page.evaluate(() => document.fonts.load('1em "Inter Variable"'));
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    // Once the page is hidden (the visitor switched tabs), the fonts swap in whatever moves.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts", "later", { timeout: 10_000 });
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);

    // A return visit paints with the web fonts from the start.
    await page.reload();
    await expect(page.locator("h1, h2").first()).toBeVisible();
    expect(await page.locator("html").getAttribute("data-fonts")).toBeNull();
    expect(errors).toEqual([]);
  });
}
