import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { Project } from "#shared/projects/schema.ts";
import { type GitHubDouble, startGitHubDouble } from "#test/github-double.ts";
import { ownerApi } from "./projects-helpers.ts";
import { collectPageErrors, expect, saveScreenshot, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { animationsDone } from "./support/waits.ts";

// Import from GitHub (issue 38, decision 140) against the loopback GitHub double: its own Folio per
// width, since an import is kept and a repository is imported once.
let double: GitHubDouble;
test.describe.configure({ mode: "serial" });
test.use({ reducedMotion: "reduce" });
test.beforeAll(async () => {
  double = await startGitHubDouble();
});
test.afterAll(async () => double?.close());

const shot = (target: Page | Locator, name: string, width: number) =>
  saveScreenshot(target, { path: `test-results/screenshots/github-import-${name}-${width}.png` });

/** The admin's theme switched in place (the dialog keeps its state), once its colours have settled. */
async function themed(page: Page, theme: "dark" | "light"): Promise<void> {
  await page.evaluate((value) => {
    document.querySelector("[data-admin-theme]")?.setAttribute("data-admin-theme", value);
  }, theme);
  await animationsDone(page);
}

/** No accessibility violations in the open dialog, contrast included. */
async function expectAccessible(page: Page): Promise<void> {
  // Away from the buttons: the shared primary button's hover colour is not what is checked here.
  await page.mouse.move(0, 0);
  await animationsDone(page);
  const axe = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Import from GitHub" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from GitHub" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function listRepositories(dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel("GitHub user or organisation").fill(name);
  await dialog.getByRole("button", { name: "List repositories" }).click();
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`import two repositories as drafts at ${size.width} px, and what a failure says`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const server: FolioServer = await startFolio({ ...ownerEnv, GITHUB_API_URL: double.url });
    const context = await browser.newContext({ viewport: size, reducedMotion: "reduce" });
    await context.addInitScript(() => localStorage.setItem("folio-admin-theme", "dark"));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await signIn(page, server.url);
      await page.goto(new URL("/admin-dashboard?tab=projects", server.url).toString());
      const dialog = await openDialog(page);
      await expect(dialog.getByText("No token: GitHub allows 60 requests an hour")).toBeAttached();
      // The token area, folded until wanted: the owner may save one (never shown back).
      await dialog.getByText("Personal access token (optional)").click();
      await expect(dialog.getByLabel("Token", { exact: true })).toHaveAttribute("type", "password");
      await expect(dialog.getByRole("button", { name: "Save token" })).toBeVisible();
      await shot(dialog, "token", size.width);
      await dialog.getByText("Personal access token (optional)").click();

      // A name GitHub does not know: said plainly, nothing listed.
      await listRepositories(dialog, "nobody-here-404");
      await expect(dialog.getByRole("alert")).toContainText("nobody-here-404 was not found on GitHub");
      await expect(dialog.getByTestId("github-repository")).toHaveCount(0);
      await shot(dialog, "not-found", size.width);

      // Every page listed; forks and archived ones hidden until asked for; the search narrows.
      await listRepositories(dialog, "hanako-dev");
      const rows = dialog.getByTestId("github-repository");
      await expect(rows).toHaveCount(3);
      await expect(dialog.getByText("Showing 3 of 5 · 0 chosen")).toBeVisible();
      const sakura = rows.filter({ hasText: "sakura-notes" });
      await expect(sakura).toContainText("桜の季節に書き始めた");
      await expect(sakura).toContainText("offline-first");
      await expect(sakura).toContainText("TypeScript");
      await expect(sakura).toContainText("128 stars");
      await expect(sakura).toContainText(/Pushed \d+ (months?|years?) ago/);
      await dialog.getByLabel("Show forks (1)").check();
      await expect(rows).toHaveCount(4);
      await dialog.getByLabel("Show archived (1)").check();
      await expect(rows).toHaveCount(5);
      await dialog.getByLabel("Show forks (1)").uncheck();
      await dialog.getByLabel("Show archived (1)").uncheck();
      await dialog.getByRole("searchbox", { name: "Search repositories" }).fill("cli");
      await expect(rows).toHaveCount(1);
      await dialog.getByRole("searchbox", { name: "Search repositories" }).fill("");
      await expect(rows).toHaveCount(3);

      await dialog.getByRole("button", { name: "Select all" }).click();
      await expect(dialog.getByRole("button", { name: "Import 3 repositories" })).toBeEnabled();
      await dialog.getByRole("button", { name: "Select none" }).click();
      await dialog.getByRole("checkbox", { name: "sakura-notes" }).check();
      await dialog.getByRole("checkbox", { name: "tsukimi_cli" }).check();
      await expect(dialog.getByRole("radio", { name: "Add as drafts" })).toBeChecked();
      await shot(dialog, "list", size.width);
      await expectAccessible(page);
      await themed(page, "light");
      await expectAccessible(page);
      await themed(page, "dark");

      await dialog.getByRole("button", { name: "Import 2 repositories" }).click();
      await expect(dialog.getByRole("heading", { name: "2 projects imported as drafts" })).toBeVisible({
        timeout: 30_000,
      });
      const results = dialog.getByTestId("github-result");
      await expect(results).toHaveCount(2);
      await expect(results.nth(0)).toContainText("Sakura Notes");
      await expect(results.nth(0)).toContainText(
        /Imported: write-up · \d+ images? · technologies: TypeScript/,
      );
      await expect(results.nth(1)).toContainText("Tsukimi Cli");
      // The whole import can be taken back from here (the API test takes it back).
      await expect(dialog.getByRole("button", { name: "Undo this import" })).toBeVisible();
      await shot(dialog, "results", size.width);
      await themed(page, "light");
      await expectAccessible(page);
      await shot(dialog, "results-light", size.width);
      await themed(page, "dark");

      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Import from GitHub" })).toBeFocused();
      const cards = page.getByTestId("admin-project-card");
      for (const title of ["Sakura Notes", "Tsukimi Cli"]) {
        await expect(cards.filter({ hasText: title })).toContainText("Inactive");
      }

      // The draft's page (the owner's preview) shows the repository's stars and last push.
      await page.goto(new URL("/projects/sakura-notes?preview=1", server.url).toString());
      await expect(page.getByRole("link", { name: "128 stars on GitHub" })).toHaveAttribute(
        "href",
        "https://github.com/hanako-dev/sakura-notes",
      );
      await expect(page.getByText("Updated Nov 3, 2024")).toBeVisible();
      await page.getByText("Updated Nov 3, 2024").scrollIntoViewIfNeeded();
      await shot(page, "project-page", size.width);
      await page.goto(new URL("/admin-dashboard?tab=projects", server.url).toString());

      // Listed again: both are marked imported, and the mark opens the project in the editor.
      const again = await openDialog(page);
      await listRepositories(again, "hanako-dev");
      await expect(again.getByRole("checkbox", { name: "sakura-notes" })).toBeDisabled();
      await expect(again.getByRole("link", { name: "Imported · open the project" })).toHaveCount(2);

      // Refresh: one repository GitHub no longer has is named, its project kept.
      double.gone.add("/repos/hanako-dev/tsukimi_cli");
      await again.getByRole("button", { name: "Refresh from GitHub" }).click();
      await expect(again.getByText("2 of 2 checked:")).toBeVisible();
      await expect(
        again.getByText("hanako-dev/tsukimi_cli: no longer on GitHub (the project is kept)"),
      ).toBeVisible();
      double.gone.delete("/repos/hanako-dev/tsukimi_cli");

      // The owner retitles Sakura Notes; then its description and README change on GitHub. The project's
      // own Refresh writes those and keeps the owner's title, locked; Unlock gives it back to GitHub.
      const api = await ownerApi(server.url);
      const drafts = (await (await api.get("/api/projects?all=true")).json()).items as Project[];
      const sakuraId = drafts.find((project) => project.title === "Sakura Notes")?.id;
      expect((await api.patch(`/api/projects/${sakuraId}`, { data: { title: "さくらノート" } })).ok()).toBe(
        true,
      );
      await api.dispose();
      double.revised = true;
      await again.getByText("Locks and daily refresh of each imported project").click();
      const row = again.getByTestId("github-imported-project").filter({ hasText: "hanako-dev/sakura-notes" });
      await row.getByRole("button", { name: "Refresh Sakura Notes from GitHub" }).click();
      await expect(row).toContainText("Last refresh: description and write-up updated.");
      const unlockTitle = row.getByRole("button", { name: "Unlock the title of さくらノート" });
      await expect(unlockTitle).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await shot(row, "locked-title", size.width);
      await unlockTitle.click();
      await page.getByRole("button", { name: "Use GitHub's title" }).click();
      await expect(row.locator("strong")).toHaveText("Sakura Notes");
      await expect(row).toContainText("Last refresh: title updated.");
      await expect(row.getByRole("button", { name: /^Unlock/ })).toHaveCount(0);
      const daily = row.getByRole("switch", { name: /^Refresh daily\W+Sakura Notes/ });
      await daily.check();
      await expect(daily).toBeChecked();
      await expectAccessible(page);
      await shot(row, "unlocked", size.width);
      // The light theme too, with the listed repositories marked imported above the fold.
      await themed(page, "light");
      await expectAccessible(page);
      await shot(row, "unlocked-light", size.width);
      await themed(page, "dark");
      double.revised = false;

      // GitHub's rate limit: nothing imported, and when to try again in the owner's own time.
      double.limit = "primary";
      await again.getByRole("checkbox", { name: "huge-readme" }).check();
      await again.getByRole("button", { name: "Import 1 repository" }).click();
      await expect(
        again.getByText(/GitHub's rate limit was reached\. You can try the rest again after \d/),
      ).toBeVisible();
      await expect(again.getByTestId("github-result")).toContainText("hanako-dev/huge-readme: not imported");
      await shot(again, "rate-limit", size.width);

      await again.getByRole("button", { name: "Import more" }).click();
      await again.getByRole("link", { name: "Imported · open the project" }).first().click();
      const editor = page.getByRole("dialog", { name: "Edit Project" });
      await expect(editor).toBeVisible();
      await expect(editor).toContainText("Sakura Notes");
      await expect(again).toBeHidden();
      expect(errors.filter((error) => !/status of (404|429)/.test(error))).toEqual([]);
    } finally {
      double.limit = false;
      double.revised = false;
      await context.close();
      await server.stop();
    }
  });
}
