import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { ownerApi } from "./projects-helpers.ts";
import { openHome, test } from "./public-page-helpers.ts";
import { expect } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";
import { loadedAndIdle } from "./support/waits.ts";

test("testimonials show the full quote above 550 px and a shortened one below", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHome(page);
  const first = page.getByTestId("testimonial").first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator('[data-quote="full"]')).toBeVisible();
  await expect(first.locator('[data-quote="short"]')).toBeHidden();
  await page.setViewportSize({ width: 551, height: 900 });
  await expect(first.locator('[data-quote="full"]')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(first.locator('[data-quote="full"]')).toBeHidden();
  const short = first.locator('[data-quote="short"]');
  await expect(short).toBeVisible();
  await expect(short).toHaveText(/…”$/);
  const full = (await first.locator('[data-quote="full"]').textContent()) ?? "";
  const shortText = (await short.textContent()) ?? "";
  expect(shortText.length).toBeLessThan(full.length);
  expect(full.startsWith(shortText.slice(0, -2))).toBe(true);
});

test("the scroll-slide section needs more than its minimum width (550 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  await expect(page.locator("#scroll-slide")).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator("#scroll-slide")).toBeVisible();
});

test("above 550 px the motion layer runs: Lenis smooth scrolling and scroll-triggered animation", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHome(page);
  await expect(page.locator("html")).toHaveAttribute("data-motion", "on");
  await expect(page.locator("html")).toHaveClass(/lenis/);
  expect(requested.some((path) => /\/assets\/motion-[\w-]+\.js$/.test(path))).toBe(true);
  await expect(page.getByTestId("scroll-progress")).toBeAttached();
  await expect(page.getByTestId("star-field")).toBeAttached();
});

test("at 390 px no motion code is loaded and no decorative extra is added", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  // The motion layer would have been asked for once the browser was idle after loading.
  await loadedAndIdle(page);
  await page.waitForLoadState("networkidle");
  expect(requested.some((path) => /\/assets\/motion-[\w-]+\.js$/.test(path))).toBe(false);
  await expect(page.locator("html")).not.toHaveAttribute("data-motion", "on");
  await expect(page.getByTestId("scroll-progress")).toHaveCount(0);
});

test("under prefers-reduced-motion there is no smooth scrolling and no animation", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHome(page);
  // The motion layer would have been asked for once the browser was idle after loading.
  await loadedAndIdle(page);
  await page.waitForLoadState("networkidle");
  expect(requested.some((path) => /\/assets\/motion-[\w-]+\.js$/.test(path))).toBe(false);
  await expect(page.locator("html")).not.toHaveClass(/lenis/);
  const animations = await page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === "running").length,
  );
  expect(animations).toBe(0);
  // A menu link jumps straight to its section.
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("dialog", { name: "Site menu" }).locator('a[href="#testimonials"]').click();
  await expect
    .poll(
      () =>
        page
          .locator("#testimonials")
          .evaluate((node) => Math.abs(Math.round(node.getBoundingClientRect().top))),
      { timeout: 1000 },
    )
    .toBeLessThanOrEqual(1);
});

test("the visibility list hides a section; a missing entry still shows it", async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "folio-visibility-"));
  try {
    // First start migrates and seeds; then the list is edited in the database directly.
    await (await startFolio({}, dataDir)).stop();
    const db = new Database(join(dataDir, "folio.db"));
    db.prepare("update component_list set components = ?").run(
      JSON.stringify([
        { id: "testimonials", isActive: false },
        { id: "loader", isActive: false },
        { id: "about", isActive: true },
      ]),
    );
    db.close();
    const server = await startFolio({}, dataDir);
    try {
      const page_ = await (await page.request.get(`${server.url}/`)).text();
      // The markup only: the embedded page data still carries the (hidden) section's content.
      const html = page_.split('<script type="application/json"')[0] ?? "";
      expect(html).not.toContain('id="testimonials"');
      expect(html).not.toContain("WHAT PEOPLE SAY ABOUT ME");
      expect(html).not.toContain('data-testid="loader"');
      for (const shown of ["home", "about", "unique", "projects", "contact"])
        expect(html).toContain(`id="${shown}"`);
      await page.goto(`${server.url}/`);
      await expect(page.locator("#about")).toBeVisible();
      await expect(page.locator("#testimonials")).toHaveCount(0);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("layout.mobileBreakpoint moves the compact layout: the gallery's two columns", async ({ page }) => {
  const server = await startFolio(ownerEnv);
  const api = await ownerApi(server.url);
  try {
    const setBreakpoint = async (mobileBreakpoint: number) => {
      // The whole document back, with the version it was read at.
      const config = await (await api.get("/api/site-config")).json();
      const response = await api.put("/api/site-config", {
        data: { ...config, layout: { ...config.layout, mobileBreakpoint } },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    // The cards side by side in the first row (the grid's tracks are finer than its columns).
    const columns = async () => {
      await page.goto(server.url);
      return page.locator('#projects [data-compact="gallery-grid"]').evaluate((grid) => {
        const tops = [...grid.children].map((card) => Math.round(card.getBoundingClientRect().top));
        return tops.filter((top) => top === tops[0]).length;
      });
    };
    // 900 px: wider than the default 768, so three columns until the breakpoint moves above it.
    await page.setViewportSize({ width: 900, height: 900 });
    expect(await columns()).toBe(3);
    await setBreakpoint(1000);
    expect(await columns()).toBe(2);
    // 700 px: compact (below 1000 and the default 768), three columns once the breakpoint is 600.
    await page.setViewportSize({ width: 700, height: 900 });
    expect(await columns()).toBe(2);
    await setBreakpoint(600);
    expect(await columns()).toBe(3);
  } finally {
    await api.dispose();
    await server.stop();
  }
});
