import AxeBuilder from "@axe-core/playwright";
import { sampleProjects } from "#shared/projects/samples.ts";
import { ownerApi, partScreenshots, recordWebm, seedProjects } from "./projects-helpers.ts";
import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";

// Each journey gets its own server: the gallery's state is the whole database.
let server: FolioServer;
// A server per journey: the journeys can run on both workers at once.
test.describe.configure({ mode: "parallel" });
test.beforeEach(async () => {
  server = await startFolio(ownerEnv);
});
test.afterEach(async () => {
  await server.stop();
});

test("an empty database shows the four sample projects; the modal closes by button, overlay and Escape", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  // The first gallery page is in the server-rendered HTML, not only in the page data embedded as JSON.
  const html = await (await page.request.get(`${server.url}/`)).text();
  expect(html).toContain('id="folio-page-data"');
  const rendered = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
  expect(rendered).not.toContain("folio-page-data");
  // (Its "24-25" is wrapped to stay on one line: compare the text, not the markup.)
  expect(rendered.replace(/<[^>]+>/g, "")).toContain("PROJECTS I WORKED ON 24-25");
  // The samples are shown quietly: that the database is empty is a message for the owner.
  expect(rendered).not.toContain("No projects found in database. Using sample data.");
  for (const { title } of sampleProjects) expect(rendered).toContain(title);

  await page.goto(server.url);
  const gallery = page.locator("#projects");
  await expect(gallery.getByRole("heading", { name: "PROJECTS I WORKED ON 24-25" })).toBeVisible();
  await expect(page.getByText("Using sample data")).toHaveCount(0);
  await expect(gallery.getByTestId("project-card")).toHaveCount(4);
  await expect(gallery.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(gallery.getByRole("button", { name: "Web Development" })).toBeVisible();
  await expect(gallery.getByRole("navigation", { name: "Projects pages" })).toHaveCount(0);
  await expect(gallery.getByText("Loading projects...")).toHaveCount(0);

  const open = gallery.getByRole("button", { name: "View details of Task Management App" });
  await open.click();
  const modal = page.getByRole("dialog", { name: "Task Management App" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("3 months")).toBeVisible();
  await partScreenshots(page, "dialog[open]", "projects-gallery-section-modal");
  const axe = await new AxeBuilder({ page }).include("#projects").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );

  // A click inside keeps it open; focus stays inside on Tab.
  await modal.getByRole("heading", { name: "Task Management App" }).click();
  await expect(modal).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await page.mouse.click(5, 5); // the overlay
  await expect(modal).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await modal.getByRole("button", { name: "Close project details" }).click();
  await expect(modal).toHaveCount(0);

  // The samples come with the page's own fallback categories, so a category can be empty.
  const all = gallery.getByRole("button", { name: "All", exact: true });
  await expect(
    gallery.getByRole("group", { name: "Filter projects by category" }).getByRole("button"),
  ).toHaveText(["All", "App Development", "Web Development"]);
  await gallery.getByRole("button", { name: "App Development" }).click();
  await expect(gallery.getByTestId("project-card")).toHaveCount(0);
  await expect(gallery.getByRole("heading", { name: "No projects found", exact: true })).toBeVisible();
  await expect(gallery.getByText('No projects found in "App Development" category.')).toBeVisible();
  await gallery.getByRole("button", { name: "Show All Projects" }).click();
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await expect(gallery.getByTestId("project-card")).toHaveCount(4);

  await partScreenshots(page, "#projects", "projects-gallery-section-samples");
  expect(errors).toEqual([]);
});

test("eight projects: priority order, pages of 6 and 2, the category filter, and a hover video", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const api = await ownerApi(server.url);
  await page.goto(server.url);
  const video = await api.post("/api/media", {
    multipart: { file: { name: "clip.webm", mimeType: "video/webm", buffer: await recordWebm(page) } },
  });
  expect(video.status(), await video.text()).toBe(201);
  const videoUrl = (await video.json()).url as string;
  await seedProjects(api, [
    { title: "Oldest Seven", priority: 7 },
    { title: "Mobile Banking", priority: 3, category: "App Development" },
    { title: "Newest Seven", priority: 7, video: videoUrl },
    { title: "Zero One", priority: 0 },
    { title: "Zero Two", priority: 0 },
    { title: "Design System", priority: 1, category: "UI/UX Design" },
    { title: "Top Priority", priority: 10 },
    { title: "Fitness Tracker", priority: 2, category: "App Development" },
  ]);

  await page.goto(server.url);
  const gallery = page.locator("#projects");
  const titles = gallery.getByTestId("project-card").locator("h3");
  await expect(titles).toHaveText([
    "Top Priority",
    "Newest Seven",
    "Oldest Seven",
    "Mobile Banking",
    "Fitness Tracker",
    "Design System",
  ]);
  await expect(gallery.getByText("Using sample data")).toHaveCount(0);
  const previous = gallery.getByRole("button", { name: "Previous" });
  const next = gallery.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await partScreenshots(page, "#projects", "projects-gallery-section-page-1");

  await next.click();
  await expect(titles).toHaveText(["Zero Two", "Zero One"]);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  // Changing the category resets to page 1; one page hides the pagination.
  await gallery.getByRole("button", { name: "App Development" }).click();
  await expect(titles).toHaveText(["Mobile Banking", "Fitness Tracker"]);
  await expect(gallery.getByRole("navigation", { name: "Projects pages" })).toHaveCount(0);
  await gallery.getByRole("button", { name: "All", exact: true }).click();
  await expect(titles).toHaveCount(6);
  await expect(gallery.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  // Hover: the video fades in and plays; leaving pauses and rewinds it after 50 ms.
  const card = gallery.getByTestId("project-card").filter({ hasText: "Newest Seven" });
  const clip = card.locator("video");
  await card.hover();
  await expect(clip).toHaveAttribute("data-playing", "true");
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  await page.mouse.move(2, 2);
  await expect(clip).toHaveAttribute("data-playing", "false");
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
  await api.dispose();
  expect(errors).toEqual([]);
});
