import type { APIRequestContext, Page } from "@playwright/test";
import type { ThemeConfig } from "#shared/site-config/schema.ts";
import { ownerApi } from "./projects-helpers.ts";
import { expect, screenshots, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { findDefaultBlue } from "./theme-scan.ts";

// Each journey changes the whole configuration: its own server.
let server: FolioServer;
// A server per journey: the journeys can run on both workers at once.
test.describe.configure({ mode: "parallel" });
test.beforeEach(async () => {
  server = await startFolio(ownerEnv);
});
test.afterEach(async () => {
  await server.stop();
});

/** Two unusual themes, one dark and one light, neither of them anywhere near the default blue. */
const themes: Record<string, Partial<ThemeConfig>> = {
  dark: { primaryColor: "#e4007c", themeTextColor: "#ffb000" },
  light: {
    primaryColor: "#2e7d32",
    themeTextColor: "#6a1b9a",
    backgroundBlack: "#fdf6e3",
    backgroundColor: "#1d1d1f",
    textColor: "#1b1b1b",
  },
};

async function applyTheme(api: APIRequestContext, theme: Partial<ThemeConfig>): Promise<void> {
  const current = await (await api.get("/api/site-config")).json();
  const saved = await api.put("/api/site-config", {
    data: { ...current, theme: { ...current.theme, ...theme } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Loads `path` at both sizes and returns every place the default blue is still painted. */
async function scan(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of Object.values(viewports)) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}${path}`);
    found.push(...(await findDefaultBlue(page)).map((hit) => `${path} @${size.width}: ${hit}`));
  }
  return found;
}

for (const [name, theme] of Object.entries(themes)) {
  test(`with a ${name} theme, nothing on / or the 404 page is painted in the default blue`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await applyTheme(await ownerApi(server.url), theme);
    const hits = [...(await scan(page, "/")), ...(await scan(page, "/no/such/page"))];
    // The project modal's own styles too.
    await page.goto(server.url);
    await page
      .getByRole("button", { name: /^View details of / })
      .first()
      .click();
    await expect(page.locator("dialog[open]")).toBeVisible();
    hits.push(...(await findDefaultBlue(page)).map((hit) => `modal: ${hit}`));
    expect(hits).toEqual([]);

    // The configured colours are what the page paints.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--primary"),
    );
    expect(primary.trim()).toBe(theme.primaryColor);
    await page.keyboard.press("Escape");
    await screenshots(page, `theme-${name}`);
    await page.goto(`${server.url}/no/such/page`);
    await screenshots(page, `theme-${name}-not-found`);
  });
}

test("the default theme is caught by the same scan (the scan can fail)", async ({ page }) => {
  const hits = await scan(page, "/no/such/page");
  expect(hits.length).toBeGreaterThan(0);
});

test("Site Config warns while a chosen text/background pair is below WCAG AA", async ({ page }) => {
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=site-config`);
  const warnings = page.getByTestId("contrast-warnings");
  await expect(page.getByLabel("Text Color", { exact: true })).toBeVisible();
  await expect(warnings).toHaveCount(0);
  await page.getByLabel("Text Color", { exact: true }).fill("#3a3a3a");
  await expect(warnings).toContainText(
    "Text Color on Background Black (the dark sections' text): contrast 1.",
  );
  await expect(warnings).toContainText("below WCAG AA (4.5:1)");
  await page.getByLabel("Text Color", { exact: true }).fill("#f3f3f3");
  await expect(warnings).toHaveCount(0);
});
