import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

let server: FolioServer;
test.beforeEach(async () => {
  server = await startFolio(ownerEnv);
});
test.afterEach(async () => {
  await server.stop();
});

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.getByRole("status").filter({ hasText: text });

test("add a project with an uploaded image, see it publicly in priority order, edit, deactivate and delete it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
  await expect(page.getByText("Start by adding your first project!")).toBeVisible();

  // The form: validation messages joined above it, and it stays open.
  await page.getByRole("button", { name: "Add New Project" }).first().click();
  const form = page.getByRole("dialog", { name: "Add New Project" });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(form.getByRole("alert")).toHaveText("Title is required, Description is required");

  await form.getByLabel("Title").fill("Realtime Chat");
  await form.getByLabel("Description").fill("A chat app with rooms, presence and message history.");
  await form.getByLabel("Category").fill("App Development");
  const png = await sharp({ create: { width: 1800, height: 1100, channels: 3, background: "#08afff" } })
    .png()
    .toBuffer();
  await form
    .getByTestId("upload-image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(form.getByLabel("Image URL")).toHaveValue(/^\/media\/[0-9a-f]{24}-1600\.webp$/);
  await form.getByLabel("Technologies").fill("React, Node JS, , Socket.io, Redis");
  await form.getByLabel("Features").fill("Rooms, Presence");
  await form.getByLabel("Live URL").fill("https://chat.example.com");
  await form.getByLabel("Duration").fill("2 months");
  await form.getByLabel("Status").selectOption("In Progress");
  await form.getByLabel("Priority").fill("5");
  await screenshots(page, "projects-admin-form");
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project added successfully!")).toBeVisible();
  await expect(form).toBeHidden();

  const card = page.getByTestId("admin-project-card").filter({ hasText: "Realtime Chat" });
  await expect(card.getByText("In Progress")).toBeVisible();
  await expect(card.getByText("+1 more")).toBeVisible();
  await expect(card.getByRole("link", { name: "View" })).toHaveAttribute("target", "_blank");

  // Publicly: after a higher-priority project, with responsive WebP variants.
  const api = await ownerApi(server.url);
  await seedProjects(api, [
    { title: "Headliner", priority: 9 },
    { title: "Footnote", priority: 1 },
  ]);
  await page.goto(server.url);
  const titles = page.locator("#projects").getByTestId("project-card").locator("h3");
  await expect(titles).toHaveText(["Headliner", "Realtime Chat", "Footnote"]);
  const image = page.locator("#projects").getByRole("img", { name: "Realtime Chat" });
  await expect(image).toHaveAttribute("srcset", /480w, .*960w, .*1600w/);
  await expect(image).toHaveAttribute("width", "1800");
  await expect(image).toHaveAttribute("loading", "lazy");

  // Edit.
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  await expect(page.getByText("Total Projects")).toBeVisible();
  await screenshots(page, "projects-admin-list");
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel("Title")).toHaveValue("Realtime Chat");
  await expect(edit.locator('[data-chips="Technologies"] li')).toHaveText([
    "React",
    "Node JS",
    "Socket.io",
    "Redis",
  ]);
  await edit.getByLabel("Title").fill("Realtime Chat 2.0");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project updated successfully!")).toBeVisible();
  const edited = page.getByTestId("admin-project-card").filter({ hasText: "Realtime Chat 2.0" });
  await expect(edited).toBeVisible();

  // Deactivate: 'Inactive' in the admin, hidden publicly.
  await edited.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("dialog", { name: "Edit Project" }).getByRole("switch", { name: "Active" }).uncheck();
  await page
    .getByRole("dialog", { name: "Edit Project" })
    .getByRole("button", { name: "Update Project" })
    .click();
  await expect(edited.getByText("Inactive", { exact: true })).toBeVisible();
  await page.goto(server.url);
  await expect(titles).toHaveText(["Headliner", "Footnote"]);

  // Delete, after the in-app confirmation; list and stats reload.
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  const stat = page.locator("article").filter({ hasText: "Total Projects" });
  await expect(stat).toContainText("3");
  await edited.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this project?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project deleted successfully!")).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(stat).toContainText("2");
  await api.dispose();
  expect(errors).toEqual([]);
});

test("search, category filter, and the Overview's 'Add New Project' opens the form", async ({ page }) => {
  const errors = collectPageErrors(page);
  const api = await ownerApi(server.url);
  await seedProjects(api, [
    { title: "Weather Now", category: "Web Development", description: "Forecasts for any city" },
    { title: "Budget Buddy", category: "App Development", description: "Tracks SPENDING habits" },
    { title: "Brand Kit", category: "UI/UX Design", description: "Logos and type" },
  ]);
  await api.dispose();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  const cards = page.getByTestId("admin-project-card");
  await expect(cards).toHaveCount(3);
  await page.getByRole("searchbox", { name: "Search projects" }).fill("spending");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Budget Buddy");
  await page.getByRole("searchbox", { name: "Search projects" }).fill("");
  await page.getByLabel("Filter by category").selectOption("UI/UX Design");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Brand Kit");

  // Import: all or nothing, from a file in the original store's document shape.
  await page.getByLabel("Filter by category").selectOption("All");
  const importer = page.getByTestId("import-projects");
  const file = (documents: unknown) => ({
    name: "projects.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(documents)),
  });
  await importer.setInputFiles(file([{ $id: "x1", title: "", description: "d", category: "Other" }]));
  await expect(toast(page, "Project at index 0: Title is required")).toBeVisible();
  await expect(cards).toHaveCount(3);
  await importer.setInputFiles(
    file([
      {
        $id: "x1",
        title: "Imported Game",
        description: "A game",
        category: "Other",
        imageUrl: "/images/projects/sample-2.svg",
      },
    ]),
  );
  await expect(toast(page, "Imported 1 project")).toBeVisible();
  await expect(cards).toHaveCount(4);

  await page.goto(`${server.url}/admin-dashboard`);
  await page.getByRole("button", { name: /Add New Project/ }).click();
  await expect(page.getByRole("dialog", { name: "Add New Project" })).toBeVisible();
  await expect(page).toHaveURL(/tab=projects/);
  await expect(page).not.toHaveURL(/new=1/);
  // The one refused import is the only failed request.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});

test("with 130 projects, more than the API's page of 100, the tab, its search and its Export hold every one", async ({
  page,
}) => {
  const api = await ownerApi(server.url);
  await seedProjects(
    api,
    Array.from({ length: 130 }, (_, index) => ({
      title: `Project ${String(index + 1).padStart(3, "0")}`,
      category: index % 2 ? "Web Development" : "Mobile Apps",
    })),
  );
  await api.dispose();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  const cards = page.getByTestId("admin-project-card");
  await expect(cards).toHaveCount(130);
  // The oldest project is the 130th: it is found by the search.
  await page.getByRole("searchbox", { name: "Search projects" }).fill("Project 001");
  await expect(cards).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search projects" }).fill("");
  await expect(cards).toHaveCount(130);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const exported = JSON.parse(await readFile(await (await download).path(), "utf8")) as { title: string }[];
  expect(new Set(exported.map((project) => project.title)).size).toBe(130);
});
