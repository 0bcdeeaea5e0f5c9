import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync } from "fflate";
import { type GitHubDouble, startGitHubDouble } from "#test/github-double.ts";
import { expect, screenshots, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: the import changes the owner's name, roles and projects. Her photo is a GitHub avatar,
// fetched from the GitHub double (GITHUB_API_URL's origin) as an import would from GitHub.
let server: FolioServer;
let double: GitHubDouble;
let resumeFile: string;
test.beforeAll(async () => {
  double = await startGitHubDouble();
  server = await startFolio({ ...ownerEnv, GITHUB_API_URL: double.url });
  resumeFile = join(mkdtempSync(join(tmpdir(), "folio-resume-")), "resume.json");
  const fixture = readFileSync(
    "src/server/features/json-resume/fixtures/beatriz-figueiredo.resume.json",
    "utf8",
  );
  writeFileSync(resumeFile, double.addressOf(fixture));
});
test.afterAll(async () => {
  await server.stop();
  await double.close();
});

test("a résumé.json is previewed change by change, imported without one left-out project, and reaches the site", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=resume`);
  await page.getByTestId("json-resume-file").setInputFiles(resumeFile);

  const dialog = page.getByRole("dialog", { name: "Import your résumé" });
  await expect(dialog).toBeVisible();
  const changes = dialog.getByRole("list", { name: "Changes" });
  await expect(changes.getByRole("checkbox", { name: /Your name.*Beatriz Figueiredo/ })).toBeChecked();
  await expect(dialog.getByTestId("json-resume-left-out")).toContainText("profiles on Mastodon");
  // The school and the languages are offered like the roles.
  await expect(
    changes.getByRole("checkbox", { name: /Education: a school.*Universidade de São Paulo/ }),
  ).toBeChecked();
  await expect(changes.getByRole("checkbox", { name: /A language.*Português, Nativo/ })).toBeChecked();
  await expect(changes.getByRole("checkbox", { name: /Your photo.*avatars\/u\/48151623/ })).toBeChecked();
  await screenshots(page, "json-resume-preview");
  // The owner leaves one project out.
  await changes.getByRole("checkbox", { name: /A new project.*Lista de Feira/ }).uncheck();
  const importButton = dialog.getByRole("button", { name: /^Import \d+ changes$/ });
  await importButton.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Imported \d+ changes/)).toBeVisible();

  // The public page and the résumé page show the imported words; the project left out is nowhere.
  await page.goto(`${server.url}/resume`);
  await expect(page.getByRole("heading", { name: "Beatriz Figueiredo" })).toBeVisible();
  await expect(page.getByText("Engenheira de Software Sênior")).toBeVisible();
  await expect(page.getByText("Ipê Checkout")).toBeVisible();
  await expect(page.getByText("Lista de Feira")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Education" })).toBeVisible();
  await expect(page.getByText("Universidade de São Paulo")).toBeVisible();
  await page.goto(`${server.url}/`);
  await expect(page).toHaveTitle(/Beatriz Figueiredo/);
  await expect(page.locator("#experience")).toContainText("Bacharelado, Ciência da Computação");
  await expect(page.locator("#experience")).toContainText("Português");
  // Her photo, copied into the media library, is the About section's.
  const photo = page.locator("#about img").first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute("src", /^\/media\//);
  expect(
    await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBeGreaterThan(0);
});

test("LinkedIn's archive opens the same preview; a recommendation ticked becomes a testimonial on the page", async ({
  page,
}) => {
  const folder = "src/server/features/json-resume/fixtures/linkedin";
  const files = Object.fromEntries(
    readdirSync(folder).map((name) => [name, readFileSync(join(folder, name))]),
  );
  const archive = join(mkdtempSync(join(tmpdir(), "folio-linkedin-")), "Basic_LinkedInDataExport.zip");
  writeFileSync(archive, zipSync(files));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=resume`);
  await page.getByTestId("linkedin-archive-file").setInputFiles(archive);
  const dialog = page.getByRole("dialog", { name: "Import your résumé" });
  const changes = dialog.getByRole("list", { name: "Changes" });
  await expect(changes.getByRole("checkbox", { name: /Your name.*Lena Schäfer/ })).toBeChecked();
  // Someone else's words wait for the owner's choice.
  const recommendation = changes.getByRole("checkbox", { name: /Testimonial: Jonas Weber/ });
  await expect(recommendation).not.toBeChecked();
  await recommendation.check();
  await screenshots(page, "linkedin-preview");
  await dialog.getByRole("button", { name: /^Import \d+ changes$/ }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`${server.url}/`);
  await expect(
    page.getByText("Lena hat unser Frontend barrierefrei gemacht", { exact: false }),
  ).not.toHaveCount(0);
});

test("a whole import is undone from its toast: the résumé reads as before, word for word", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/resume`);
  const before = await page.locator("main").innerText();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=resume`);
  await page.getByTestId("json-resume-file").setInputFiles(resumeFile);
  const dialog = page.getByRole("dialog", { name: "Import your résumé" });
  await dialog.getByRole("button", { name: /^Import \d+ changes$/ }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByTestId("undo-toast");
  await expect(toast).toContainText(/Imported \d+ changes/);
  await screenshots(page, "json-resume-undo-toast");
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("The import was undone")).toBeVisible();

  // Back to the site the LinkedIn import made: Lena's name, not Beatriz's, and the same résumé.
  await page.goto(`${server.url}/resume`);
  await expect(page.getByRole("heading", { name: "Lena Schäfer" })).toBeVisible();
  expect(await page.locator("main").innerText()).toBe(before);
});

test("Site Config, opened again after an import, offers the imported settings, not its older copy", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  const nav = page.locator("#admin-sidebar nav");
  // The tab has read the settings once; the import then changes the name and the title.
  await page.goto(`${server.url}/admin-dashboard?tab=site-config&section=site`);
  await expect(page.getByLabel("Author")).toBeVisible();
  await nav.getByRole("button", { name: "Résumé", exact: true }).click();
  await page.getByTestId("json-resume-file").setInputFiles(resumeFile);
  const dialog = page.getByRole("dialog", { name: "Import your résumé" });
  await dialog.getByRole("button", { name: /^Import \d+ changes$/ }).click();
  await expect(dialog).toBeHidden();

  // The newer copy is slow to come: the older one is not offered for editing meanwhile, so the owner's
  // change is made over the imported settings and saved, with no "changed in another tab".
  await page.route("**/api/site-config", async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await nav.getByRole("button", { name: "Site Config", exact: true }).click();
  await page
    .getByRole("navigation", { name: "Configuration sections" })
    .getByRole("button", { name: "Site Settings" })
    .click();
  await page.getByLabel("Keywords").fill("front-end, acessibilidade");
  await expect(page.getByLabel("Site Title")).toHaveValue(/^Beatriz Figueiredo — /);
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByRole("button", { name: "Saved!" }).first()).toBeVisible();
});
