import { readFile } from "node:fs/promises";
import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys change the page's content.
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

test.describe("admin content sections", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, server.url);
    await page.goto(at("/admin-dashboard?tab=content"));
    await expect(page.getByRole("heading", { name: "Content Sections" })).toBeVisible();
  });

  const card = (page: import("@playwright/test").Page, name: string) =>
    page.getByTestId("section-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

  test("editing the hero title changes the public page", async ({ page }) => {
    const errors = collectPageErrors(page);
    await expect(page.getByTestId("total-all")).toHaveText("8");
    await expect(page.getByTestId("total-published")).toHaveText("8");
    await expect(page.getByTestId("total-draft")).toHaveText("0");
    await card(page, "Hero Section").getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Hero Section" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Main Title").fill("Full Stack Wizard");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Section saved")).toBeVisible();
    await expect(card(page, "Hero Section")).toContainText("Full Stack Wizard");
    await page.goto(at("/"));
    await expect(page.locator("#home")).toContainText("Full Stack Wizard");
    expect(errors).toEqual([]);
  });

  test("a draft disappears from the public page and shows in the owner's preview", async ({
    page,
    browser,
  }) => {
    await card(page, "Hero Section").getByLabel("Status of Hero Section").selectOption("draft");
    await expect(page.getByText("“Hero Section” is now draft")).toBeVisible();
    await expect(page.getByTestId("total-draft")).toHaveText("1");

    const visitor = await browser.newPage();
    await visitor.goto(at("/"));
    await expect(visitor.locator("#home")).not.toContainText("Full Stack Wizard");
    await visitor.goto(at("/?preview=1"));
    await expect(visitor.locator("#home")).not.toContainText("Full Stack Wizard");
    await visitor.close();

    await page.goto(at("/?preview=1"));
    await expect(page.locator("#home")).toContainText("Full Stack Wizard");
    await page.goto(at("/admin-dashboard?tab=content"));
    await card(page, "Hero Section").getByLabel("Status of Hero Section").selectOption("published");
    await expect(page.getByTestId("total-draft")).toHaveText("0");
  });

  test("the about, services and JSON editors", async ({ page }) => {
    await card(page, "About Me").getByRole("button", { name: "Edit" }).click();
    let dialog = page.getByRole("dialog", { name: "Edit About Me" });
    await expect(dialog.getByLabel("Description")).toHaveAttribute("rows", "5");
    await dialog.getByLabel("Skills", { exact: true }).fill("Playwright");
    await dialog.getByLabel("Skills", { exact: true }).press("Enter");
    await expect(dialog.getByRole("button", { name: "Remove Playwright" })).toBeVisible();
    await dialog.getByRole("button", { name: "Remove Playwright" }).click();
    await expect(dialog.getByRole("button", { name: "Remove Playwright" })).toBeHidden();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await card(page, "Services & Skills").getByRole("button", { name: "Edit" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Services & Skills" });
    const entries = dialog.getByTestId("service-entry");
    const before = await entries.count();
    await dialog.getByRole("button", { name: "Add service" }).click();
    await expect(entries).toHaveCount(before + 1);
    const added = entries.last();
    await expect(added.getByLabel("Name")).toHaveValue("");
    await expect(added.getByLabel("Description")).toHaveValue("");
    await added.getByRole("button", { name: /Remove Service/ }).click();
    await expect(entries).toHaveCount(before);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await card(page, "Experience").getByRole("button", { name: "Edit" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Experience" });
    await dialog.getByRole("button", { name: "Advanced (JSON)" }).click();
    const json = dialog.getByLabel("Content (JSON)");
    await expect(json).toHaveAttribute("rows", "15");
    await json.fill("{ not json");
    await expect(dialog.getByRole("alert")).toContainText("Invalid JSON");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await json.fill('{"title": "Where I worked"}');
    await expect(dialog.getByRole("alert")).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  test("search and type filter", async ({ page }) => {
    await page.getByPlaceholder("Search sections...").fill("about");
    await expect(page.getByTestId("section-card")).toHaveCount(1);
    await page.getByPlaceholder("Search sections...").fill("");
    await page.getByLabel("Filter by type").selectOption("footer");
    await expect(page.getByTestId("section-card")).toHaveCount(1);
    await expect(page.getByTestId("section-card")).toContainText("Footer");
  });

  test("export then import round-trips; a bad file is refused", async ({ page }) => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("portfolio-content.json");
    const path = await file.path();
    const exported = JSON.parse(await readFile(path, "utf8"));
    expect(exported.version).toBe("1.0.0");
    expect(exported.sections).toHaveLength(8);
    expect(Date.parse(exported.exportDate)).not.toBeNaN();

    await card(page, "Footer").getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Footer" });
    await dialog.getByLabel("Section Name").fill("Renamed Footer");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(card(page, "Renamed Footer")).toBeVisible();

    await page.getByTestId("content-import-input").setInputFiles(path);
    await page.getByRole("alertdialog").getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("Imported 8 sections")).toBeVisible();
    await expect(card(page, "Footer")).toBeVisible();
    await expect(card(page, "Renamed Footer")).toHaveCount(0);

    await page.getByTestId("content-import-input").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"pages": []}'),
    });
    await expect(page.getByText("Invalid content file")).toBeVisible();
    await expect(page.getByTestId("total-all")).toHaveText("8");
  });

  test("delete asks first", async ({ page }) => {
    await card(page, "Footer").getByRole("button", { name: "Delete Footer" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this content section?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, "Footer")).toBeVisible();
    await card(page, "Footer").getByRole("button", { name: "Delete Footer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(card(page, "Footer")).toHaveCount(0);
    await expect(page.getByTestId("total-all")).toHaveText("7");
  });
});
