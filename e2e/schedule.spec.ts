import { ownerApi } from "./projects-helpers.ts";
import { collectPageErrors, expect, screenshots, test, viewports } from "./support/fixtures.ts";
import { signIn } from "./support/owner.ts";

/**
 * Issue 40, point 5 (decision 150): the owner schedules a draft project in its editor, reads it in the
 * Overview and cancels it there; a project scheduled a few seconds ahead appears on `/` by itself.
 */

async function draftProject(url: string, title: string): Promise<string> {
  const api = await ownerApi(url);
  const response = await api.post("/api/projects", {
    data: { title, description: "Goes live on a schedule", category: "Web Development", isActive: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await api.dispose();
  return id;
}

for (const [label, size] of Object.entries(viewports))
  test(`at ${size.width} px a draft project is scheduled in its editor, listed in the Overview and cancelled`, async ({
    page,
    folio,
  }) => {
    const errors = collectPageErrors(page);
    const title = `Harbour launch ${label}`;
    await draftProject(folio.url, title);
    await page.setViewportSize(size);
    await signIn(page, folio.url);
    await page.goto(`${folio.url}/admin-dashboard?tab=projects`);
    await page
      .getByTestId("admin-project-card")
      .filter({ hasText: title })
      .getByRole("button", { name: "Edit" })
      .click();
    const editor = page.getByRole("dialog", { name: "Edit Project" });
    const schedule = editor.getByTestId("schedule-fields");
    await expect(schedule).toContainText("Times in UTC");
    // A time in the past is refused with the reason, and nothing is scheduled.
    await schedule.getByLabel("Go live at").fill("2020-01-01T09:00");
    await schedule.getByRole("button", { name: "Schedule" }).first().click();
    await expect(schedule.getByRole("alert")).toHaveText("Pick a time in the future");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await schedule.getByLabel("Go live at").fill(`${tomorrow}T09:30`);
    await schedule.getByRole("button", { name: "Schedule" }).first().click();
    await expect(schedule).toContainText("Goes live");
    await expect(schedule.getByRole("button", { name: /^Cancel: goes live/ })).toBeVisible();
    await screenshots(page, "schedule-project-editor");
    await editor.getByRole("button", { name: "Cancel", exact: true }).click();

    await page.goto(`${folio.url}/admin-dashboard?tab=overview`);
    const list = page.getByTestId("scheduled-list");
    await expect(list).toContainText(`${title} (project) goes live`);
    await screenshots(page, "schedule-overview");
    await list.getByRole("button", { name: `Cancel: ${title} goes live` }).click();
    await expect(list).not.toContainText(title);
    expect(errors).toEqual([]);
  });

test("a project scheduled a few seconds ahead appears on / by itself", async ({ page, folio }) => {
  const title = "Lighthouse opening";
  const id = await draftProject(folio.url, title);
  const api = await ownerApi(folio.url);
  const dueAt = new Date(Date.now() + 2_000).toISOString();
  const set = await api.put("/api/schedule", {
    data: { kind: "project", itemId: id, action: "publish", dueAt },
  });
  expect(set.status(), await set.text()).toBe(200);
  await api.dispose();
  // The server wakes at the change's time (its regular look is only every 30 seconds); the page
  // follows at once.
  await expect
    .poll(async () => (await (await page.request.get(`${folio.url}/`)).text()).includes(title), {
      timeout: 8_000,
      intervals: [500],
    })
    .toBe(true);
});
