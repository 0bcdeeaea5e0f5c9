import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { introSeenKey } from "#shared/intro-gate.ts";
import { fontsCachedKey } from "#shared/page/web-fonts.ts";
import { galleryReturnKey } from "#shared/projects/project-page.ts";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { afterMinimumFillTime, openHome } from "./public-page-helpers.ts";
import {
  collectPageErrors,
  expect,
  saveScreenshot,
  takingScreenshots,
  test,
  viewports,
} from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { animationsDone } from "./support/waits.ts";

// A person's browser: the headless test browser's own agent is (rightly) not counted.
const person =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: person });

// A server of its own: the figures are the whole site's, and other journeys send messages too.
let folio: FolioServer;
test.beforeAll(async () => {
  folio = await startFolio(ownerEnv);
});
test.afterAll(async () => {
  await folio?.stop();
});

const shots = "/tmp/shots-analytics";

async function tabScreenshots(page: Page, name: string) {
  if (!takingScreenshots) return;
  mkdirSync(shots, { recursive: true });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await animationsDone(page);
    await saveScreenshot(page, { path: `${shots}/${name}-${label}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}

test("a visit, a project opened, its live link, a post read, the résumé and a message are in the Analytics tab", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const api = await ownerApi(folio.url);
  await seedProjects(api, [
    {
      title: "Orbit Planner",
      links: { live: "https://orbit.example/live", github: "https://github.com/a/b" },
    },
  ]);
  const post = await api.post("/api/posts", {
    data: { title: "Field Notes", body: "What I learnt.", status: "published" },
  });
  expect(post.status()).toBe(201);
  await page.context().route("https://orbit.example/**", (route) => route.fulfill({ body: "live demo" }));
  await page.setViewportSize(viewports.desktop);

  await openHome(page, `${folio.url}/?utm_source=journey&utm_campaign=launch`);
  // The tracker comes after the page has loaded, on its own.
  await page
    .waitForResponse((response) => response.url().endsWith("/api/events"), { timeout: 15_000 })
    .catch(() => undefined);

  // A project: its card scrolled into view, its details opened, its live link followed.
  const card = page.getByRole("button", { name: "View details of Orbit Planner" });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  const modal = page.getByRole("dialog", { name: "Orbit Planner" });
  await expect(modal).toBeVisible();
  const popup = page.waitForEvent("popup");
  await modal.getByRole("link", { name: "Live Demo" }).click();
  await (await popup).close();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  // The résumé.
  const download = page.waitForEvent("download");
  await page.locator('a[href="/resume.pdf"]').first().click();
  await download;

  // The contact form, filled at a person's pace.
  const form = page.locator('form[aria-label="Feedback"]');
  await form.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(form.locator('input[name="form_started_at"]')).not.toHaveValue("");
  await form.getByLabel("Name").fill("Dana Visitor");
  await form.getByLabel("Phone").fill("+1 555 010 0199");
  await form.getByLabel("Email").fill("dana@example.com");
  await form.getByLabel("Message").fill("I would like to talk about a project.");
  await afterMinimumFillTime(page);
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/feedback"));
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);

  // No cookie, no storage: nothing identifies the visitor. (The one session flag is the intro's
  // "already played in this tab", and the one local flag "this browser holds the web fonts"
  // (decision 070): the same "1" for everyone, neither part of analytics. Opening a project keeps the
  // gallery's filter and scroll for this tab's "Back to projects" (decision 102): no identifier either.)
  expect(await page.context().cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  expect(storage.cookie).toBe("");
  const galleryPlace = storage.session.find(([key]) => key === galleryReturnKey);
  if (galleryPlace)
    expect(Object.keys(JSON.parse(galleryPlace[1])).sort()).toEqual([
      "category",
      "page",
      "returning",
      "scrollY",
    ]);
  expect(storage.session.filter(([key]) => key !== galleryReturnKey)).toEqual([[introSeenKey, "1"]]);
  // The fonts flag is written once the web fonts have loaded, which may still be under way.
  expect(storage.local.filter(([key, value]) => key !== fontsCachedKey || value !== "1")).toEqual([]);

  // A post's page, typed in: its script names the post.
  // Its own view event: the home page's last events may still be arriving when it loads.
  const postEvents = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/events") && (response.request().postData() ?? "").includes('"k":"post"'),
  );
  await page.goto(`${folio.url}/writing/field-notes`);
  await postEvents;

  // Leaving the page sends what is still queued.
  await page.goto("about:blank");
  // The server writes what it received every few seconds: wait until the report has it all.
  await expect
    .poll(
      async () => {
        const report = await (await api.get("/api/admin/analytics?range=7d")).json();
        const project = report.projects.find((row: { title: string }) => row.title === "Orbit Planner");
        const notes = report.posts.find((row: { title: string }) => row.title === "Field Notes");
        return {
          postViews: notes?.views ?? 0,
          resume: report.totals.resumeDownloads,
          contacts: report.totals.contacts,
          opened: project?.opened ?? 0,
          live: project?.links.live ?? 0,
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ postViews: 1, resume: 1, contacts: 1, opened: 1, live: 1 });

  await signIn(page, folio.url);
  await page.goto(`${folio.url}/admin-dashboard?tab=analytics`);
  await expect(page.getByRole("heading", { level: 2, name: "Analytics" })).toBeVisible();
  const visitors = page.locator("article", { hasText: "Unique visitors" });
  await expect(visitors).toContainText("1");
  const row = page.getByRole("row", { name: /Orbit Planner/ });
  await expect(row).toBeVisible();
  const cells = row.getByRole("cell");
  // Seen, opened, open rate, video plays, live, GitHub, CodePen.
  await expect(cells.nth(0)).toHaveText("1");
  await expect(cells.nth(1)).toHaveText("1");
  await expect(cells.nth(2)).toHaveText("100%");
  await expect(cells.nth(4)).toHaveText("1");
  // Views, sources.
  const postCells = page.getByRole("region", { name: "Posts" }).getByRole("row", { name: /Field Notes/ });
  await expect(postCells.getByRole("cell")).toHaveText(["1", "(direct) 1"]);
  const conversion = page.locator("article", { hasText: "Contact conversion" });
  await expect(conversion).toContainText("100%");
  await expect(conversion).toContainText("1 message · 1 résumé download");
  await expect(page.getByRole("region", { name: "Top sources" })).toContainText("(direct)");
  await expect(page.getByRole("region", { name: "Campaigns" })).toContainText("journey / launch");
  await expect(page.getByRole("region", { name: "Sections reached" })).toContainText("Projects");

  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.reload();
    await expect(page.locator(`[data-admin-theme="${theme}"]`)).toBeVisible();
    await expect(page.getByRole("row", { name: /Orbit Planner/ })).toBeVisible();
    await tabScreenshots(page, `analytics-data-${theme}`);
  }

  // The CSV export of the range.
  const csv = await page.request.get(`${folio.url}/api/admin/analytics/export?range=7d`);
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  expect(csvText).toContain("project live link,Orbit Planner,1");
  expect(csvText).toContain("post page from (direct),Field Notes,1");

  // Delete all, after a confirmation: every figure shows its empty state.
  await page.getByRole("button", { name: "Delete all data" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete all data" }).click();
  await expect(page.getByRole("heading", { name: "No visitors in this range yet" })).toBeVisible();
  await expect(page.getByText("No project card was seen in this range yet.")).toBeVisible();
  await expect(page.getByText("No post was read in this range yet.")).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.reload();
    await expect(page.getByRole("heading", { name: "No visitors in this range yet" })).toBeVisible();
    await tabScreenshots(page, `analytics-empty-${theme}`);
  }
  expect(errors).toEqual([]);
});
