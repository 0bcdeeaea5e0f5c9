import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { collectPageErrors, expect, saveScreenshot, screenshots, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys change the site's owner and content.
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

type Page = import("@playwright/test").Page;

const pdfText = (file: string) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");

async function renameOwner(page: Page, author: string) {
  const config = await (await page.request.get(at("/api/site-config"))).json();
  const saved = await page.request.put(at("/api/site-config"), {
    data: { ...config, site: { ...config.site, author } },
    headers: { origin: server.url },
  });
  expect(saved.status()).toBe(200);
}

/**
 * The PDF pages the Résumé tab drew: how many, the share of the first page's pixels that are not
 * white, and a fingerprint of all of them (it changes when what is drawn changes).
 */
function drawnPages(page: Page) {
  return page.getByTestId("resume-pdf-pages").evaluate((pages) => {
    const canvases = Array.from(pages.querySelectorAll("canvas"));
    let fingerprint = canvases.length;
    let inked = 0;
    canvases.forEach((canvas, index) => {
      const { data } = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height) ?? {
        data: new Uint8ClampedArray(),
      };
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        const value = (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0);
        if (value < 720) dark += 1;
        fingerprint = (fingerprint * 31 + value + i) % 1_000_000_007;
      }
      if (index === 0) inked = dark / (data.length / 4);
    });
    return { count: canvases.length, inked, fingerprint };
  });
}

/** The first role's position, changed in the Content tab's Experience editor. */
async function renameFirstRole(page: Page, position: string) {
  await page.goto(at("/admin-dashboard?tab=content"));
  await page
    .getByTestId("section-card")
    .filter({ has: page.getByRole("heading", { name: "Experience", exact: true }) })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Experience" });
  await dialog.getByTestId("experience-entry").first().getByLabel("Position").fill(position);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
}

test("a role edited in the admin is in the PDF the header's Resume link downloads", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await renameOwner(page, "Léa Fontaine-Øberg");

  await renameFirstRole(page, "Head of Web Platform");

  // The Résumé tab says which file visitors get, and previews the PDF itself, drawn page by page.
  await page.goto(at("/admin-dashboard?tab=resume"));
  await expect(page.getByTestId("resume-served")).toContainText("generated from your site's content");
  const pages = page.getByTestId("resume-pdf-pages").locator("canvas");
  await expect(pages.first()).toHaveAttribute("aria-label", /^Page 1 of \d+ of the résumé PDF$/);
  const before = await drawnPages(page);
  expect(before.inked, "the first page has text on it").toBeGreaterThan(0.01);
  // An unsaved change is drawn again from the PDF it makes.
  await page.getByRole("switch", { name: "Include testimonials" }).check();
  await expect.poll(async () => (await drawnPages(page)).fingerprint).not.toBe(before.fingerprint);
  await saveScreenshot(page, { path: "test-results/screens/resume-admin-1440.png" });
  // The web page's preview is one click away.
  await page.getByRole("button", { name: "Web page" }).click();
  const preview = page.frameLocator('iframe[title="Preview of the résumé\'s web page"]');
  await expect(preview.getByRole("heading", { name: "Head of Web Platform" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Testimonials" })).toBeVisible();

  await page.goto(at("/"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Resume", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Léa-Fontaine-Øberg-Resume.pdf");
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(file);
  expect(text).toContain("Léa Fontaine-Øberg");
  expect(text).toContain("Head of Web Platform");
  expect(errors).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`the résumé page at ${width} px: the same résumé, readable, with its Person data`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const response = await page.goto(at("/resume"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Léa Fontaine-Øberg — Résumé");
    await expect(page.getByRole("heading", { level: 1, name: "Léa Fontaine-Øberg" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Head of Web Platform" })).toBeVisible();
    const person = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(person).toMatchObject({ "@type": "Person", name: "Léa Fontaine-Øberg" });
    expect(person.sameAs.length).toBeGreaterThan(0);
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/resume.pdf");
    await saveScreenshot(page, { path: `test-results/screens/resume-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test("the résumé page prints as a clean document", async ({ page }) => {
  await page.emulateMedia({ media: "print" });
  await page.goto(at("/resume"));
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeHidden();
  const sheet = page.locator(".sheet");
  expect(await sheet.evaluate((element) => getComputedStyle(element).boxShadow)).toBe("none");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  await saveScreenshot(page, { path: "test-results/screens/resume-print.png", fullPage: true });
});

test("the Résumé tab names the characters the PDF has no font for", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url);
  // An Egyptian hieroglyph (no font has it) beside Japanese and an emoji (both drawn).
  await renameFirstRole(page, "Head of Web 𓋹 東京 🚀");

  await page.goto(at("/admin-dashboard?tab=resume"));
  const notice = page.getByTestId("resume-undrawable");
  await expect(notice).toContainText("The PDF has no font for 𓋹, so it is left out of it.");
  await screenshots(page, "resume-undrawable");
});
