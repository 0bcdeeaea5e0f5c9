import type { Page } from "@playwright/test";
import { collectPageErrors, expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { animationsDone } from "./support/waits.ts";

const shots = "test-results/screenshots/admin-hygiene";

let server: FolioServer;
// A server per journey: the journeys can run on both workers at once.
test.describe.configure({ mode: "parallel" });
test.beforeEach(async () => {
  server = await startFolio(ownerEnv);
});
test.afterEach(async () => {
  await server.stop();
});

const quickAction = (page: Page) =>
  page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: /Add New Project/ });

async function chips(page: Page, label: string): Promise<string[]> {
  return page.locator(`[data-chips="${label}"] li span`).allTextContents();
}

for (const [label, size] of Object.entries(viewports)) {
  test(`${label}: two projects in a row from the Overview's quick action, the second form empty, a new category kept`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await signIn(page, server.url);

    // First project: a category typed as a new one, a technology typed twice in two cases.
    await quickAction(page).click();
    let form = page.getByRole("dialog", { name: "Add New Project" });
    await expect(form).toBeVisible();
    await form.getByLabel("Title").fill("Kerning Lab");
    await form.getByLabel("Description").fill("A type specimen site with variable fonts.");
    const category = form.getByLabel("Category");
    await expect(category).toHaveValue("Web Development");
    // The existing categories are offered (the spec's four on a fresh site); a new one can be typed.
    await expect(form.locator("datalist option")).toHaveCount(4);
    await category.fill("Type Design");
    const technologies = form.getByLabel("Technologies");
    await technologies.fill("React, Vite, react, ");
    await technologies.fill("VITE");
    await technologies.press("Enter");
    expect(await chips(page, "Technologies")).toEqual(["React", "Vite"]);
    await saveScreenshot(page, { path: `${shots}/new-project-form-${size.width}.png`, fullPage: true });
    await form.getByRole("button", { name: "Add Project" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Project added successfully!" })).toBeVisible();
    await expect(form).toBeHidden();

    // Back to the Overview, the quick action again: an empty form, not the project just added.
    await page.goBack();
    await expect(page.locator("main[data-active-tab]")).toHaveAttribute("data-active-tab", "overview");
    await quickAction(page).click();
    form = page.getByRole("dialog", { name: "Add New Project" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveValue("");
    await expect(form.getByLabel("Description")).toHaveValue("");
    await expect(form.getByLabel("Category")).toHaveValue("Web Development");
    expect(await chips(page, "Technologies")).toEqual([]);
    // The new category is offered now, once.
    await expect(form.locator('datalist option[value="Type Design"]')).toHaveCount(1);
    await form.getByLabel("Title").fill("Grid Notes");
    await form.getByLabel("Description").fill("Notes on layout grids.");
    // Typed in another case: the listed spelling is kept.
    await form.getByLabel("Category").fill("type design");
    await form.getByLabel("Technologies").fill("CSS, css, ");
    await form.getByRole("button", { name: "Add Project" }).click();
    await expect(form).toBeHidden();

    const projects = (await (await page.request.get(`${server.url}/api/projects?all=true`)).json()).items as {
      title: string;
      category: string;
      technologies: string[];
    }[];
    expect(
      projects.map(({ title, category, technologies }) => ({ title, category, technologies })).reverse(),
    ).toEqual([
      { title: "Kerning Lab", category: "Type Design", technologies: ["React", "Vite"] },
      { title: "Grid Notes", category: "Type Design", technologies: ["CSS"] },
    ]);
    const section = await (await page.request.get(`${server.url}/api/sections/projects`)).json();
    expect(section.content.categories).toEqual([
      "All",
      "Web Development",
      "App Development",
      "UI/UX Design",
      "Type Design",
    ]);
    expect(errors).toEqual([]);
  });
}

test("a tab first opened while its files cannot load comes back with its styles", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, server.url);
  // The Analytics tab's code and styles cannot be fetched (as while the server is down).
  let blocked = true;
  await page.route(/\/assets\/analytics-tab-[^/]+\.(js|css)$/, (route) =>
    blocked ? route.abort("connectionrefused") : route.continue(),
  );
  await page.route("**/api/health", (route) =>
    blocked ? route.abort("connectionrefused") : route.continue(),
  );
  await page
    .locator("#admin-sidebar nav")
    .getByRole("button", { name: /^Analytics/ })
    .click();
  await expect(page.getByTestId("boundary-offline")).toBeVisible();

  // Restored: the tab opens by itself, and its stylesheet is applied.
  blocked = false;
  await expect(page.getByTestId("own-visits-note")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("boundary-offline")).toBeHidden();
  const note = page.getByTestId("own-visits-note");
  // analytics.module.css gives the note a border, padding and a flex row; without it, none of these.
  await expect
    .poll(() => note.evaluate((element) => getComputedStyle(element).display), { timeout: 10_000 })
    .toBe("flex");
  const style = await note.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { padding: computed.paddingTop, border: computed.borderTopStyle };
  });
  expect(style).toEqual({ padding: "14px", border: "solid" });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await animationsDone(page);
    await saveScreenshot(page, { path: `${shots}/analytics-after-outage-${label}.png`, fullPage: true });
  }
});

test("the theme editor shows the owner's hero, warns for every pair below AA and fixes one in a click", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await signIn(page, server.url);
  const hero = await (await page.request.get(`${server.url}/api/sections/hero`)).json();
  const patched = await page.request.patch(`${server.url}/api/sections/hero`, {
    headers: { origin: server.url },
    data: {
      content: {
        ...hero.content,
        mainTitle: "Brand Typographer",
        subtitle: "Hej, jag heter Åsa-Lind Öberg",
        ctaText: "Skriv till mig",
      },
    },
  });
  expect(patched.status()).toBe(200);

  await page.goto(`${server.url}/admin-dashboard?tab=site-config&section=theme`);
  const preview = page.getByTestId("theme-preview");
  await expect(preview).toContainText("Hej, jag heter Åsa-Lind Öberg");
  await expect(preview).toContainText("Brand Typographer");
  await expect(preview).toContainText("Skriv till mig");
  await expect(preview).not.toContainText("Stack Developer");
  await expect(page.getByTestId("contrast-warnings")).toHaveCount(0);

  // The accent follows the Primary Color by default: its own field is hidden until set apart.
  await expect(page.getByLabel("Theme Text Color", { exact: true })).toHaveCount(0);
  const primary = page.getByLabel("Primary Color", { exact: true });
  await primary.fill("#787878");
  const accent = preview.getByText("Typographer");
  await expect(accent).toHaveCSS("color", "rgb(120, 120, 120)");
  const warnings = page.getByTestId("contrast-warnings");
  await expect(warnings.locator("li[data-pair]")).toHaveCount(2);
  await expect(warnings.locator('li[data-pair="primary"]')).toContainText(
    "Primary Color on Background Black",
  );
  await expect(warnings.locator('li[data-pair="button"]')).toContainText("Button text on Primary Color");
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await animationsDone(page);
    await saveScreenshot(page, { path: `${shots}/theme-warnings-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
  const fix = warnings
    .locator('li[data-pair="primary"]')
    .getByRole("button", { name: /^Use #[0-9a-f]{6} for Primary Color$/ });
  const suggested = ((await fix.textContent()) ?? "").match(/#[0-9a-f]{6}/)?.[0];
  await fix.click();
  await expect(primary).toHaveValue(suggested as string);
  await expect(page.getByTestId("contrast-warnings")).toHaveCount(0);

  // Set apart: the accent takes Theme Text Color.
  await page.getByRole("switch", { name: /Headline accents follow the Primary Color/ }).click();
  await page.getByLabel("Theme Text Color", { exact: true }).fill("#ffe600");
  await expect(accent).toHaveCSS("color", "rgb(255, 230, 0)");
  await saveScreenshot(page, { path: `${shots}/theme-apart-desktop.png`, fullPage: true });

  // Panels with nothing to preview have no preview column.
  await page.getByRole("button", { name: "Security", exact: true }).click();
  await expect(page.getByTestId("no-preview-note")).toBeVisible();
  await expect(page.getByTestId("live-preview")).toHaveCount(0);
  await page.getByRole("button", { name: "Backups", exact: true }).click();
  await expect(page.getByTestId("live-preview")).toHaveCount(0);
  await page.getByRole("button", { name: "Theme & Colors", exact: true }).click();
  await expect(page.getByTestId("live-preview")).toHaveCount(1);
  expect(errors).toEqual([]);
});
