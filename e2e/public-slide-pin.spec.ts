import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";

/**
 * The scroll-slide section (decision 016): above 850 px it holds at the window's top while the scroll
 * moves its track sideways, the page after it waits for the whole slide, and below 851 px nothing of
 * the pin is left behind.
 */
test("the slide section pins while its track slides, then lets the page go on; narrower, no pin remains", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-motion", "on");
  const pin = page.locator("[data-slide-pin]");
  const section = page.locator("#scroll-slide");
  const track = page.locator("[data-slide-track]");
  const next = page.locator("[data-slide-pin] + *");
  // The pin's spacing: the wrapper is taller than the section by the track's overflow.
  await expect
    .poll(
      async () =>
        (await pin.evaluate((node) => (node as HTMLElement).offsetHeight)) -
        (await section.evaluate((node) => (node as HTMLElement).offsetHeight)),
    )
    .toBeGreaterThan(100);
  const distance = await track.evaluate((node) => node.scrollWidth - window.innerWidth);

  const box = async () => section.evaluate((node) => Math.round(node.getBoundingClientRect().top));
  const trackX = async () => track.evaluate((node) => Math.round(node.getBoundingClientRect().left));
  await pin.evaluate((node) =>
    window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY, behavior: "instant" }),
  );
  const restingX = await trackX();
  // Half-way through the pinned distance: the section holds at the top, the track has moved left.
  await page.mouse.move(700, 450);
  for (let i = 0; i < Math.ceil(distance / 2 / 100); i++) await page.mouse.wheel(0, 100);
  await expect.poll(box, { timeout: 5000 }).toBe(0);
  await expect.poll(trackX, { timeout: 5000 }).toBeLessThan(restingX - 100);
  await screenshots(page, "public-slide-pinned");
  // Past the end: the section has scrolled up and the next section follows it, without overlap.
  for (let i = 0; i < Math.ceil(distance / 100) + 12; i++) await page.mouse.wheel(0, 100);
  await expect
    .poll(
      async () => {
        const bottom = await section.evaluate((node) => node.getBoundingClientRect().bottom);
        const nextTop = await next.evaluate((node) => node.getBoundingClientRect().top);
        return Math.round(nextTop - bottom);
      },
      { timeout: 5000 },
    )
    .toBeGreaterThanOrEqual(0);

  // Narrower than 851 px: no pin spacing, no sticky section, no transform on the track.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(() => pin.evaluate((node) => (node as HTMLElement).style.height)).toBe("");
  expect(await section.evaluate((node) => (node as HTMLElement).style.position)).toBe("");
  expect(await track.evaluate((node) => (node as HTMLElement).style.transform)).toBe("");
  expect(errors).toEqual([]);
});
