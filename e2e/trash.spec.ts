import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { ownerApi } from "./projects-helpers.ts";
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

// Each journey starts its own server (it deletes and restores), so they run on both workers.
test.describe.configure({ mode: "parallel" });

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function upload(api: APIRequestContext, name: string, background: string): Promise<string> {
  const buffer = await sharp({ create: { width: 1200, height: 750, channels: 3, background } })
    .png()
    .toBuffer();
  const response = await api.post("/api/media", {
    multipart: { file: { name, mimeType: "image/png", buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).url as string;
}

/** A published project with an uploaded cover and a captioned two-picture gallery, at /projects/lighthouse-log. */
async function seedProject(api: APIRequestContext): Promise<string[]> {
  const [cover, first, second] = [
    await upload(api, "cover.png", "#1d4f6e"),
    await upload(api, "lamp.png", "#8a5a1f"),
    await upload(api, "log.png", "#2f6b4a"),
  ];
  const response = await api.post("/api/projects", {
    data: {
      title: "Lighthouse Log",
      slug: "lighthouse-log",
      description: "A keeper's journal that syncs when the boat comes in.",
      category: "Web Development",
      image: cover,
      gallery: [
        { src: first, alt: "The lamp room", caption: "Nightly checks on one screen" },
        { src: second, alt: "The log", caption: "Entries written offline" },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return [first, second];
}

for (const [label, size] of Object.entries(viewports)) {
  test(`a deleted project waits in the Trash and comes back whole (${size.width} px)`, async ({ page }) => {
    test.setTimeout(150_000);
    const server: FolioServer = await startFolio(ownerEnv);
    try {
      const errors = collectPageErrors(page);
      const api = await ownerApi(server.url);
      const gallery = await seedProject(api);
      await api.dispose();
      await page.setViewportSize(size);
      await signIn(page, server.url);

      // Delete: the specification's confirmation, then the item is in the Trash.
      await page.goto(`${server.url}/admin-dashboard?tab=projects`);
      const card = page.getByTestId("admin-project-card").filter({ hasText: "Lighthouse Log" });
      await card.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText("Are you sure you want to delete this project?");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, "Project deleted successfully!")).toBeVisible();
      await expect(card).toHaveCount(0);

      // Gone for visitors: from the gallery on / and from its own address.
      const visitor = await page.context().browser()?.newPage({ viewport: size });
      if (!visitor) throw new Error("no browser");
      await visitor.goto(server.url);
      await expect(visitor.locator("#projects")).toBeAttached();
      await expect(visitor.getByText("Lighthouse Log")).toHaveCount(0);
      const gone = await visitor.goto(`${server.url}/projects/lighthouse-log`);
      expect(gone?.status()).toBe(404);

      // The Trash, reached from the Projects tab.
      await page.getByRole("button", { name: "Trash (1)" }).click();
      await expect(page).toHaveURL(/tab=trash/);
      const row = page.getByTestId("trash-item").filter({ hasText: "Lighthouse Log" });
      await expect(row).toContainText("/projects/lighthouse-log");
      await expect(row).toContainText("30 days left");
      await expect(row).toContainText("Deleted by");
      await expect(page.getByRole("button", { name: "Empty Trash" })).toBeEnabled();
      // The picture shows the Trash itself, once the delete's toast has gone.
      if (takingScreenshots)
        await expect(toast(page, "Project deleted successfully!")).toHaveCount(0, { timeout: 15_000 });
      await saveScreenshot(page, {
        path: `test-results/screenshots/trash-${label}-${size.width}.png`,
        fullPage: true,
      });

      await row.getByRole("button", { name: "Restore Lighthouse Log" }).click();
      await expect(toast(page, "Restored “Lighthouse Log”")).toBeVisible();
      await expect(page.getByRole("heading", { name: "The Trash is empty" })).toBeVisible();

      // Back at the same address, with its gallery.
      const back = await visitor.goto(`${server.url}/projects/lighthouse-log`);
      expect(back?.status()).toBe(200);
      await expect(visitor.getByText("Nightly checks on one screen", { exact: true })).toBeVisible();
      await expect(visitor.getByText("Entries written offline", { exact: true })).toBeAttached();
      for (const src of gallery) await expect(visitor.locator(`img[src="${src}"]`).first()).toBeAttached();
      await visitor.goto(server.url);
      await expect(visitor.getByText("Lighthouse Log").first()).toBeAttached();

      // Undo in the delete's toast restores from the Trash too.
      await page.goto(`${server.url}/admin-dashboard?tab=projects`);
      await card.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(card).toHaveCount(0);
      await toast(page, "Project deleted successfully!").getByRole("button", { name: "Undo" }).click();
      await expect(toast(page, "Restored “Lighthouse Log”")).toBeVisible();
      await expect(card).toHaveCount(1);
      await visitor.close();
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}

test("a testimonial removed in its editor waits in the Trash and comes back at its place (390 px)", async ({
  page,
}) => {
  const server: FolioServer = await startFolio(ownerEnv);
  try {
    const errors = collectPageErrors(page);
    await page.setViewportSize(viewports.mobile);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin-dashboard?tab=content`);
    await page
      .getByTestId("section-card")
      .filter({ has: page.getByRole("heading", { name: "Testimonials", exact: true }) })
      .getByRole("button", { name: "Edit" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Testimonials" });
    await dialog.getByRole("button", { name: "Remove Testimonial 2: Daniel Okafor" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    const visitor = await page.context().browser()?.newPage({ viewport: viewports.mobile });
    if (!visitor) throw new Error("no browser");
    await visitor.goto(server.url);
    await expect(visitor.locator("#testimonials")).toBeAttached();
    await expect(visitor.getByText("Daniel Okafor")).toHaveCount(0);

    await page.goto(`${server.url}/admin-dashboard?tab=trash`);
    const row = page.getByTestId("trash-item").filter({ hasText: "Daniel Okafor" });
    await expect(row).toContainText("Section entry");
    await expect(row).toContainText("A testimonial in “Testimonials”");
    await saveScreenshot(page, { path: "test-results/screenshots/trash-entry-390.png", fullPage: true });
    await row.getByRole("button", { name: "Restore Daniel Okafor, Brightside Studio" }).click();
    await expect(toast(page, "Restored “Daniel Okafor, Brightside Studio”")).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Trash is empty" })).toBeVisible();

    // Back on the page, between the two testimonials it sat between.
    await visitor.goto(server.url);
    const section = visitor.locator("#testimonials");
    await expect(section).toContainText("Daniel Okafor");
    const text = await section.innerText();
    const places = ["Priya Raman", "Daniel Okafor", "Sofia Lindqvist"].map((name) => text.indexOf(name));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    await visitor.close();
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
