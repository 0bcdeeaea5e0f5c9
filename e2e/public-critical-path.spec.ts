import { ownerApi } from "./projects-helpers.ts";
import {
  fontModes,
  fontParts,
  fontSwapSettled,
  loadedFaces,
  recordShifts,
  renderedFaces,
  requestTimes,
  shiftsSince,
  slowFonts,
} from "./public-fonts-helpers.ts";
import { waitHydrated } from "./public-page-helpers.ts";
import { collectPageErrors, expect, saveScreenshot, test } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";
import { nextFrames } from "./support/waits.ts";

/**
 * Decision 070: `/` is painted from its HTML and its stylesheet (and, without the intro, its two
 * latin web fonts if they are there for the first frame); its script comes after the first
 * contentful paint. On a first visit the fonts swap in under the intro, so the hero shows the brand
 * faces by the time the intro has gone, with no layout shift; otherwise they swap in only where
 * nothing would move. Checked at a phone's and a desktop's width.
 */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a first visit shows the brand faces in the hero once the intro has gone`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(viewport);
    await recordShifts(page);
    // The fonts come well after the first paint, as on a slow phone network, but within the intro.
    await slowFonts(page, 1200);
    await page.goto("/");
    await expect(page.getByTestId("loader")).toBeVisible();
    await page.getByTestId("loader").waitFor({ state: "detached", timeout: 10_000 });
    const introGone = await page.evaluate(() => performance.now());
    // The fonts were held for the intro ("cover"), swapped in under it, and the mark then removed.
    expect(await fontModes(page)).toEqual(["later", "cover", "swapping", null]);
    // A part of the page at a time (decision 127): many parts, none with much text and children, no
    // mark left behind.
    const { parts, marked } = await fontParts(page);
    expect(parts.length).toBeGreaterThan(10);
    expect(marked).toBe(0);

    // By the time the intro has gone: both faces loaded, and the hero drawn with them.
    expect(await loadedFaces(page)).toEqual(
      expect.arrayContaining(["Inter Variable 400 800", "Syne Variable 400 800"]),
    );
    expect(await page.locator("html").getAttribute("data-fonts")).toBeNull();
    const title = page.locator("#home-title");
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Syne Variable"/,
    );
    expect(await renderedFaces(page, "#home-title")).toEqual(["Syne"]);
    expect(await renderedFaces(page, "#home [class*=description]")).toEqual(["Inter"]);
    await saveScreenshot(page, { path: `test-results/screenshots/fonts-first-visit-${viewport.width}.png` });

    // Painted before any script or font was asked for; the largest paint was the first paint's, not the swap's.
    const times = await requestTimes(page);
    expect(times.fcp).toBeGreaterThan(0);
    expect(times.requests.length).toBeGreaterThan(2);
    for (const request of times.requests)
      expect(request.start, request.url).toBeGreaterThanOrEqual(times.fcp);
    const fontsArrived = Math.min(
      ...times.requests.filter((r) => r.url.endsWith(".woff2")).map((r) => r.end),
    );
    expect(Math.max(...times.lcp)).toBeLessThan(fontsArrived);
    // The swap under the intro moved nothing a visitor or the browser's layout-shift count could see
    // (its last step, the mark's removal, drawn by now).
    await nextFrames(page);
    expect(await shiftsSince(page, 0)).toEqual([]);
    expect(await shiftsSince(page, introGone)).toEqual([]);

    // A return visit paints with the web fonts from the start.
    await page.reload();
    await expect(page.locator("#home-title")).toBeVisible();
    expect(await page.locator("html").getAttribute("data-fonts")).toBeNull();
    expect(errors).toEqual([]);
  });

  test(`at ${viewport.width} px a first visit without the intro paints with the brand faces when they are there in time`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordShifts(page);
    // The page's styles are in its HTML (decision 120): a stylesheet linked at the end of its head and
    // held back 400 ms delays the first frame, so the fonts the head asks for are certainly there by then.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const href = /<link rel="stylesheet" href="([^"]+\.css)" disabled>/.exec(html)?.[1];
        expect(href, "a stylesheet of the page").toBeTruthy();
        const headers = { ...response.headers() };
        delete headers["content-encoding"];
        delete headers["content-length"];
        const body = html.replace("</head>", `<link rel="stylesheet" href="${href}?late"></head>`);
        await route.fulfill({ response, headers, body });
      },
    );
    await page.route(/\.css\?late$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByTestId("loader")).toBeHidden();
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const settled = await page.evaluate(() => performance.now());
    // Asked for from the head, before the first paint; the page's script only after it.
    const times = await requestTimes(page);
    const fonts = times.requests.filter((request) => request.url.endsWith(".woff2"));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts.slice(0, 2)) expect(font.start, font.url).toBeLessThan(times.fcp);
    for (const script of times.requests.filter((request) => request.url.endsWith(".js")))
      expect(script.start, script.url).toBeGreaterThanOrEqual(times.fcp);
    // Both fonts were there at the first frame, so the page painted with them; then let in for good.
    expect(await renderedFaces(page, "#home-title")).toEqual(["Syne"]);
    expect(await renderedFaces(page, "#home [class*=description]")).toEqual(["Inter"]);
    // The page's script comes after the first paint: the button opens the menu once it is hydrated.
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await waitHydrated(menu);
    await menu.click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts", /./);
    expect(await fontModes(page)).toEqual(["later", "early", null]);
    // From the early faces to the site's own, by the page's script, a part at a time too (decision 127).
    const { parts, marked } = await fontParts(page);
    expect(parts.length).toBeGreaterThan(10);
    expect(marked).toBe(0);
    expect(await shiftsSince(page, settled)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`at ${viewport.width} px fonts too late for a first paint without the intro swap in only where nothing moves`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordShifts(page);
    await slowFonts(page, 1500);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "later");
    expect(await renderedFaces(page, "#home-title")).not.toContain("Syne");
    const settled = await page.evaluate(() => performance.now());
    // The fonts come, and swap in only if nothing in the window moves.
    await page.evaluate(() => document.fonts.load('1em "Inter Variable"'));
    await fontSwapSettled(page);
    expect(await shiftsSince(page, settled)).toEqual([]);
    // Once the page is hidden (the visitor switched tabs), the fonts swap in whatever moves.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts", /./, { timeout: 10_000 });
    expect(await renderedFaces(page, "#home-title")).toEqual(["Syne"]);
    expect(errors).toEqual([]);
  });
}

test("fonts that come after the intro has gone swap in only where nothing moves", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordShifts(page);
  await slowFonts(page, 5000);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "cover");
  await page.getByTestId("loader").waitFor({ state: "detached", timeout: 10_000 });
  // The intro has gone before the fonts: back to the fallback faces' rule, and they stay drawn.
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "later");
  const introGone = await page.evaluate(() => performance.now());
  expect(await renderedFaces(page, "#home-title")).not.toContain("Syne");
  await page.evaluate(() => document.fonts.load('600 1em "Syne Variable"'));
  await fontSwapSettled(page);
  expect(await shiftsSince(page, introGone)).toEqual([]);
  expect(await fontModes(page)).toEqual(expect.arrayContaining(["later", "cover"]));
  expect(errors).toEqual([]);
});

test("a page whose owner hid the intro asks for the fonts from the head on a first visit", async ({
  browser,
}) => {
  const server = await startFolio(ownerEnv);
  try {
    const api = await ownerApi(server.url);
    const config = await (await api.get("/api/site-config")).json();
    const saved = await api.put("/api/site-config", {
      data: { ...config, layout: { ...config.layout, showLoader: false } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const html = await (await page.request.get(`${server.url}/`)).text();
    expect(html).toMatch(
      /<script data-entry="[^"]+" data-chunks="[^"]*" data-fonts="[^"]+" data-intro="off">/,
    );
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const times = await requestTimes(page);
    const fonts = times.requests.filter((request) => request.url.endsWith(".woff2"));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts.slice(0, 2)) expect(font.start, font.url).toBeLessThan(times.fcp);
    await context.close();
  } finally {
    await server.stop();
  }
});
