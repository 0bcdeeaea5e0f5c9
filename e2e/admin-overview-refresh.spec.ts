import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: the journey adds a project, which the other journeys' galleries would see.
let server: FolioServer;
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

test("the Overview shows a write made in another tab as soon as it is opened again", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(new URL("/admin-dashboard?tab=overview", server.url).toString());
  const activeProjects = page.locator("article").filter({ hasText: "Active Projects" }).locator("strong");
  await expect(activeProjects).toHaveText(/^\d+$/);
  const before = Number(await activeProjects.textContent());

  // Within the Overview's freshness window (10 s): without the refresh rule it would show its cached figure.
  const nav = page.locator("#admin-sidebar nav");
  await nav.getByRole("button", { name: "Projects", exact: true }).click();
  await page.getByTestId("import-projects").setInputFiles({
    name: "portfolio-projects.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify([
        {
          title: "Overview refresh check",
          description: "A project imported to see the Overview's figures follow.",
          category: "Web Development",
          technologies: ["React"],
        },
      ]),
    ),
  });
  await expect(page.getByText("Imported 1 project")).toBeVisible();
  await nav.getByRole("button", { name: "Overview", exact: true }).click();
  await expect(activeProjects).toHaveText(String(before + 1), { timeout: 3000 });
  expect(errors).toEqual([]);
});
