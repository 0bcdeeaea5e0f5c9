import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import {
  loaderText,
  loaderTextIn,
  menuAnchors,
  openHome,
  scrollThrough,
  sectionTexts,
  test,
  testimonialQuotes,
  visibleText,
} from "./public-page-helpers.ts";
import { collectPageErrors, expect, screenshots } from "./support/fixtures.ts";
import { animationsDone, nextFrames, scrollSettled } from "./support/waits.ts";

/** The built files of every auth and admin screen: the public page must never download them. */
function ownerAreaChunks(): string[] {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source]) => /src\/web\/routes\/(auth|admin)\//.test(source))
    .map(([, chunk]) => chunk.file);
}

function decode(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

test("the server HTML alone carries every section's text and the head tags", async ({ page }) => {
  const response = await page.request.get("/");
  const html = decode(await response.text());
  for (const anchor of menuAnchors) expect(html).toContain(`id="${anchor}"`);
  expect(html).toContain('class="hero-section');
  // The texts must be in the page's visible text, not only in the embedded page data or JSON-LD.
  const text = visibleText(html);
  for (const [section, texts] of Object.entries(sectionTexts)) {
    for (const entry of texts) expect(text, `${section}: ${entry}`).toContain(entry);
  }
  for (const quote of testimonialQuotes) expect(text, `testimonial: ${quote}`).toContain(quote);
  expect(loaderTextIn(html)).toBe(loaderText);
  const { site, seo } = defaultSiteConfig;
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`<title>${seo.metaTitle}</title>`);
  expect(html).toContain(`<meta name="description" content="${seo.metaDescription}">`);
  expect(html).toContain(`<meta name="keywords" content="${site.keywords}">`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/">/);
  expect(html).toContain(`<meta property="og:title" content="${seo.ogTitle}">`);
  expect(html).toContain(`<meta property="og:description" content="${seo.ogDescription}">`);
  // The generated social card (decision 100) while seo.ogImage is the sample image.
  const card =
    /<meta property="og:image" content="(http:\/\/127\.0\.0\.1:\d+\/cards\/home-[0-9a-f]{16}\.png)">/.exec(
      html,
    )?.[1];
  expect(card).toBeTruthy();
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  // head-tags.ts: the Twitter card repeats the Open Graph title, description and absolute image.
  const twitter = {
    "twitter:card": seo.twitterCard,
    "twitter:title": seo.ogTitle,
    "twitter:description": seo.ogDescription,
    "twitter:image": card,
  };
  for (const [name, content] of Object.entries(twitter)) {
    expect(html).toContain(`<meta name="${name}" content="${content}">`);
  }
  // The card itself: a 1200×630 PNG (width and height from its IHDR chunk), cached for a year.
  const cardResponse = await page.request.get(card ?? "");
  expect(cardResponse.headers()["content-type"]).toBe("image/png");
  expect(cardResponse.headers()["cache-control"]).toContain("immutable");
  const png = await cardResponse.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  // The HTML asks for nothing before the first paint (decisions 070 and 120): its styles are in the
  // page (each file's link disabled, never fetched), no font preload, no module script; the boot
  // script names the entry it loads after the first paint and the fonts it asks for itself when no
  // intro plays.
  expect(html).not.toMatch(/<link rel="preload"[^>]* as="font"/);
  expect(html).not.toContain('type="module"');
  expect(html).toMatch(/<script data-entry="\/assets\/index-[\w-]+\.js"/);
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toMatch(/ disabled>$/);
  // The page's styles (the build may split the site's styles over several files).
  const stylesheet = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  // The two latin web fonts are hashed files, cached for a year.
  const fonts = [
    ...stylesheet.matchAll(/url\((\/assets\/(?:syne|inter)-latin-wght-normal-[\w-]+\.woff2)\)/g),
  ].map((match) => match[1] ?? "");
  expect(fonts).toHaveLength(2);
  for (const href of fonts) {
    const font = await page.request.get(href);
    expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  const graph = (JSON.parse(jsonLd ?? "{}") as { "@graph"?: { "@type": string; name: string }[] })["@graph"];
  expect(graph?.find((node) => node["@type"] === "Person")?.name).toBe(site.author);
  expect(graph?.find((node) => node["@type"] === "WebSite")?.name).toBe(site.title);

  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin-dashboard");
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(await sitemap.text()).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/<\/loc>/);
  for (const asset of ["/resume.pdf", "/favicon.svg", "/images/portrait.webp", "/images/signature.svg"]) {
    expect((await page.request.get(asset)).status(), asset).toBe(200);
  }
  expect((await (await page.request.get("/resume.pdf")).body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the page hydrates without errors, shows every section and never loads the owner area", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const requested: URL[] = [];
  page.on("request", (request) => requested.push(new URL(request.url())));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.getByText("Developed")).toBeVisible();
  await expect(page.getByTestId("loader")).toContainText("Portfolio @2025");
  await openHome(page);
  // Every section's texts (and the full quotes at this width) show once hydrated and revealed by
  // scrolling; a text printed more than once (a marquee's copies, the closed menu) needs one visible copy.
  await scrollThrough(page);
  for (const [section, texts] of Object.entries(sectionTexts)) {
    for (const text of texts) {
      await expect(
        page.getByText(text, { exact: false }).filter({ visible: true }).first(),
        `${section}: ${text}`,
      ).toBeVisible();
    }
  }
  for (const quote of testimonialQuotes) {
    await expect(page.getByText(quote, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Stack\s+Developer/);
  await expect(page.getByRole("link", { name: "Resume" })).toHaveAttribute("download", "");
  await expect(page.getByRole("img", { name: /signature/ })).toBeAttached();
  await page.waitForLoadState("networkidle");
  const paths = requested.map((url) => url.pathname);
  for (const chunk of ownerAreaChunks()) expect(paths).not.toContain(`/${chunk}`);
  // No request leaves the site's origin (data: URLs stay in the page).
  const origin = new URL(page.url()).origin;
  const foreign = requested.filter((url) => url.protocol !== "data:" && url.origin !== origin);
  expect(foreign.map(String)).toEqual([]);
  expect(paths.length).toBeGreaterThan(3);
  expect(errors).toEqual([]);
  await screenshots(page, "public-page");
});

for (const width of [390, 1440]) {
  test(`axe finds no serious or critical violation at ${width} px`, async ({ page }) => {
    // axe walks the whole long page; on a busy machine that alone can take most of a minute.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openHome(page);
    // Scroll through once so every reveal has run, then back to the top.
    for (const anchor of menuAnchors) {
      await page.locator(`#${anchor}`).scrollIntoViewIfNeeded();
      // A frame drawn there: what came into view is seen, and its reveal starts.
      await nextFrames(page);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Every reveal over (axe reads the colours as drawn).
    await scrollSettled(page);
    await animationsDone(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  });
}
