import type { APIRequestContext, Page } from "@playwright/test";
import { defaultSectionContent } from "#shared/sections/content.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { type TextKey, textCatalogue, textGroups, textKeys } from "#shared/texts/catalogue.ts";
import { findDefaults } from "#shared/texts/default-strings.ts";
import { loadTranslation } from "#shared/texts/translations.ts";
import {
  navyTheme,
  swedishOwner,
  swedishProjects,
  swedishSections,
  swedishTexts,
} from "./fixtures/swedish-owner.ts";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { loaderTextIn, openHome, scrollThrough } from "./public-page-helpers.ts";
import { expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { animationsDone, scrollSettled } from "./support/waits.ts";

/**
 * Issue 25 points 2 and 9: a Swedish owner replaces every text (a group of interface texts through the
 * Texts panel at each width, the rest and her sections through the API), then `/`, a project's details,
 * the form's messages and the 404 page show none of the English defaults; the site language sets
 * `<html lang>`.
 */

test.describe.configure({ mode: "serial" });

let server: FolioServer;
let api: APIRequestContext;
const at = (path: string) => `${server.url}${path}`;

/** The groups the owner fills in through the admin, one at each width; the rest go through the API. */
const uiGroups = { 1440: "menu", 390: "gallery" } as const;
const keysOf = (group: string) => textKeys.filter((key) => textCatalogue[key].group === group);
const viaApi = textKeys.filter(
  (key) => !Object.values(uiGroups).includes(textCatalogue[key].group as "menu"),
);

async function putConfig(change: (config: SiteConfig) => Record<string, unknown>) {
  const config = (await (await api.get("/api/site-config")).json()) as SiteConfig;
  const response = await api.put("/api/site-config", { data: change(config) });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFolio(ownerEnv);
  api = await ownerApi(server.url);
  for (const [type, content] of Object.entries(swedishSections)) {
    const response = await api.patch(`/api/sections/${type}`, {
      data: { content: { ...defaultSectionContent[type as keyof typeof defaultSectionContent], ...content } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await seedProjects(api, swedishProjects);
  await putConfig((config) => ({
    ...config,
    theme: navyTheme,
    site: {
      ...config.site,
      title: `${swedishOwner.name} — formgivare`,
      author: swedishOwner.name,
      language: "sv",
    },
    seo: { ...config.seo, metaTitle: `${swedishOwner.name} — formgivare och utvecklare i Göteborg` },
    contact: {
      ...config.contact,
      email: swedishOwner.email,
      phone: swedishOwner.phone,
      location: swedishOwner.location,
    },
    texts: Object.fromEntries(viaApi.map((key) => [key, swedishTexts[key]])),
  }));
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Every text node and every labelling attribute in `root`, and whether it is inside a form. */
function perceivable(page: Page, root = "html"): Promise<{ text: string }[]> {
  return page.evaluate((selector) => {
    const found: { text: string }[] = [];
    const scope = document.querySelector(selector);
    if (!scope) return found;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      const text = node.textContent?.trim();
      if (text) found.push({ text });
    }
    const names = ["aria-label", "aria-description", "aria-roledescription", "title", "placeholder", "alt"];
    for (const element of Array.from(scope.querySelectorAll("*"))) {
      for (const name of names) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push({ text: value });
      }
    }
    return found;
  }, root);
}

function defaultsLeft(items: { text: string }[]): string[] {
  return findDefaults(items.map(({ text }) => text));
}

async function fillGroupInTextsPanel(page: Page, group: keyof typeof textGroups) {
  await page.goto(at("/admin-dashboard?tab=site-config&section=texts"));
  const panel = page.getByRole("region", { name: "Texts" });
  const search = panel.getByRole("searchbox", { name: "Search texts" });
  // The search finds a text by its words; Escape brings every text back.
  await search.fill("pagination previous");
  await expect(panel.locator("[data-text-key]")).toHaveCount(1);
  await search.press("Escape");
  await expect(panel.locator("[data-text-key]")).toHaveCount(textKeys.length);
  await expect(panel.getByTestId("texts-language")).toHaveText(
    "The defaults are in Swedish, Folio's translation; your own words win.",
  );
  const swedish = (await loadTranslation("sv")) ?? {};
  const region = panel.getByRole("region", { name: textGroups[group], exact: true });
  const keys = keysOf(group) as TextKey[];
  const count = panel.getByTestId("texts-changed-count");
  const before = Number((await count.textContent())?.match(/^\d+/)?.[0] ?? 0);
  for (const key of keys) {
    const field = region.locator(`[data-text-key="${key}"]`);
    // The site is Swedish: a text not yet written shows Folio's Swedish words as its default.
    await expect(field).toHaveAttribute("placeholder", swedish[key] ?? textCatalogue[key].default);
    await field.fill(swedishTexts[key]);
  }
  await expect(count).toHaveText(`${before + keys.length} of ${textKeys.length} texts changed`);
  // A text put back to its default, then the owner's again.
  const first = keys[0] as TextKey;
  await region.getByRole("button", { name: `Reset “${textCatalogue[first].label}” to default` }).click();
  await expect(region.locator(`[data-text-key="${first}"]`)).toHaveValue("");
  await region.locator(`[data-text-key="${first}"]`).fill(swedishTexts[first]);
  return keys;
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByRole("button", { name: "Saved!" }).first()).toBeVisible();
}

for (const [width, group] of Object.entries(uiGroups)) {
  test(`at ${width} px the owner writes the ${textGroups[group]} texts in the Texts panel`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(width === "1440" ? viewports.desktop : viewports.mobile);
    await signIn(page, server.url);
    const keys = await fillGroupInTextsPanel(page, group);
    if (width === "1440") {
      // The live preview shows the words as they are typed, before saving.
      const preview = page.frameLocator('[data-testid="live-preview"]');
      await expect(preview.locator("header").first()).toContainText(swedishTexts["menu.open"]);
    }
    await save(page);
    await page.getByRole("region", { name: textGroups[group], exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: `docs/screenshots/texts-panel-${width}.png` });
    const stored = await (await api.get("/api/site-config")).json();
    for (const key of keys) expect(stored.texts[key]).toBe(swedishTexts[key]);
  });
}

for (const size of Object.values(viewports)) {
  test(`at ${size.width} px the page, a project, the form's messages and the 404 page show no default`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const html = await (await page.request.get(at("/"))).text();
    expect(loaderTextIn(html)).toBe(
      `${swedishTexts["page.loaderFirst"]} ${swedishTexts["page.loaderSecond"]} @2026`,
    );

    await openHome(page, at("/"));
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await scrollThrough(page);
    expect(defaultsLeft(await perceivable(page)), "/").toEqual([]);
    await saveScreenshot(page, { path: `docs/screenshots/owner-sv-${size.width}.png` });
    await page.locator("#projects").evaluate((element) => element.scrollIntoView());
    await scrollSettled(page);
    await animationsDone(page);
    await saveScreenshot(page, { path: `docs/screenshots/owner-sv-projects-${size.width}.png` });

    await page.getByTestId("project-card").first().getByRole("button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(swedishTexts["project.live"]);
    expect(defaultsLeft(await perceivable(page, "dialog[open]")), "project details").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const form = page.locator("#contact form");
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    expect(defaultsLeft(await perceivable(page, "#contact")), "form messages").toEqual([]);

    await page.goto(at("/no-such-page"));
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(swedishTexts["notFound.title"]);
    expect(defaultsLeft(await perceivable(page)), "404").toEqual([]);
  });
}

test("the site language chosen in Site Settings is the page's lang, at 1440 and 390 px", async ({ page }) => {
  await signIn(page, server.url);
  for (const [size, choose, expected] of [
    [viewports.desktop, "Other…", "sv-FI"],
    [viewports.mobile, "Svenska", "sv"],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(at("/admin-dashboard?tab=site-config&section=site"));
    const language = page.getByLabel("Language", { exact: true });
    await language.selectOption({ label: choose });
    if (choose === "Other…") {
      const code = page.getByLabel("Language code");
      await code.fill("not a language!");
      await expect(page.getByText("Language must be a language code such as en, sv or pt-BR")).toBeVisible();
      await code.fill("sv-fi");
    }
    await save(page);
    const stored = await (await api.get("/api/site-config")).json();
    expect(stored.site.language).toBe(expected);
    await page.goto(at("/"));
    await expect(page.locator("html")).toHaveAttribute("lang", expected);
  }
});

test("a visitor of the Swedish site reads the form's validation messages in Swedish", async ({ page }) => {
  for (const size of Object.values(viewports)) {
    await page.setViewportSize(size);
    await openHome(page, at("/"));
    const form = page.locator("#contact form");
    await form.locator('button[type="submit"]').click();
    const message = form.getByRole("alert").first();
    await expect(message).toContainText("måste fyllas i", { timeout: 3000 });
    await expect(form.getByRole("alert").filter({ hasText: "is required" })).toHaveCount(0);
  }
});
