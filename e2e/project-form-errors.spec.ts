import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

let server: FolioServer;

test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

test("the project form marks each field and clears each error as soon as it is fixed; lists are chips", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  await page.getByRole("button", { name: "Add New Project" }).first().click();
  const form = page.getByRole("dialog", { name: "Add New Project" });
  const banner = form.getByTestId("project-form-error");
  const title = form.getByLabel("Title");
  const description = form.getByLabel("Description");

  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(banner).toHaveText("Title is required, Description is required");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Title is required");
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(description).toHaveAccessibleDescription("Description is required");
  // The first wrong field has the focus.
  await expect(title).toBeFocused();

  await title.fill("Realtime Chat");
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  await expect(banner).toHaveText("Description is required");
  await description.fill("Rooms, presence and history.");
  await expect(description).not.toHaveAttribute("aria-invalid", "true");
  await expect(banner).toHaveCount(0);
  await title.fill("");
  await expect(banner).toHaveText("Title is required");
  await title.fill("Realtime Chat");
  await expect(banner).toHaveCount(0);

  // Chips: comma and Enter add, Backspace on the empty box removes the last, each chip has a named remove button.
  const technologies = form.getByLabel("Technologies", { exact: true });
  const chips = form.locator('[data-chips="Technologies"] li');
  await technologies.fill("React, Node JS,");
  await expect(chips).toHaveText(["React", "Node JS"]);
  await technologies.fill("Redis");
  await technologies.press("Enter");
  await technologies.fill("Oops");
  await technologies.press("Enter");
  await expect(chips).toHaveText(["React", "Node JS", "Redis", "Oops"]);
  await technologies.press("Backspace");
  await expect(chips).toHaveText(["React", "Node JS", "Redis"]);
  await form.getByRole("button", { name: "Remove Node JS" }).click();
  await expect(chips).toHaveText(["React", "Redis"]);
  await form.getByLabel("Features", { exact: true }).fill("Rooms");
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(form).toBeHidden();

  const card = page.getByTestId("admin-project-card").filter({ hasText: "Realtime Chat" });
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.locator('[data-chips="Technologies"] li')).toHaveText(["React", "Redis"]);
  await expect(edit.locator('[data-chips="Features"] li')).toHaveText(["Rooms"]);
  expect(errors).toEqual([]);
});
