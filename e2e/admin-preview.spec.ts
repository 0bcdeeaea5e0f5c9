import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

type Page = import("@playwright/test").Page;
const previewFrame = (page: Page) => page.frameLocator('[data-testid="live-preview"]');

async function openHeroEditor(page: Page) {
  await page.goto(at("/admin-dashboard?tab=content"));
  await page
    .getByTestId("section-card")
    .filter({ has: page.getByRole("heading", { name: "Hero Section", exact: true }) })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Hero Section" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the preview page is the owner's only", async ({ page }) => {
  const response = await page.goto(at("/admin-preview"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
});

test("a content edit shows in the live preview beside the form before it is saved", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  const dialog = await openHeroEditor(page);
  const frame = page.getByTestId("live-preview");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("data-ready", "");
  // Beside the form, not under it.
  const form = await dialog.getByLabel("Main Title").boundingBox();
  const box = await frame.boundingBox();
  expect(box && form && box.x > form.x + form.width).toBe(true);

  const home = previewFrame(page).locator("#home");
  await expect(home).toBeVisible();
  // The real page, without the intro loader.
  await expect(previewFrame(page).getByTestId("loader")).toHaveCount(0);
  await dialog.getByLabel("Main Title").fill("Unsaved Wizard");
  await expect(home).toContainText("Unsaved Wizard");
  await dialog.getByRole("button", { name: "Hide preview" }).click();
  await expect(frame).toHaveCount(0);
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(previewFrame(page).locator("#home")).toContainText("Unsaved Wizard");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Nothing was saved.
  await page.goto(at("/"));
  await expect(page.locator("#home")).not.toContainText("Unsaved Wizard");
  expect(errors).toEqual([]);
});

test("a site configuration edit shows in the live preview", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(at("/admin-dashboard?tab=site-config&section=site"));
  const frame = page.getByTestId("live-preview");
  await expect(frame).toHaveAttribute("data-ready", "");
  await page.getByLabel("Author", { exact: true }).fill("Preview Person");
  await expect(previewFrame(page).getByRole("navigation", { name: "Primary" }).locator("..")).toContainText(
    "Preview Person",
  );
});

test("on a phone the preview is behind a toggle", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url);
  const dialog = await openHeroEditor(page);
  await expect(page.getByTestId("live-preview")).toHaveCount(0);
  await dialog.getByLabel("Main Title").fill("Phone Draft");
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByLabel("Main Title")).toBeHidden();
  await expect(previewFrame(page).locator("#home")).toContainText("Phone Draft");
  await dialog.getByRole("button", { name: "Back to form" }).click();
  await expect(dialog.getByLabel("Main Title")).toHaveValue("Phone Draft");
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("the preview opens at the section being edited without moving the editor around it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(at("/admin-dashboard?tab=content"));
  await page
    .getByTestId("section-card")
    .filter({ has: page.getByRole("heading", { name: "Testimonials", exact: true }) })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Testimonials" });
  await expect(page.getByTestId("live-preview")).toHaveAttribute("data-ready", "");
  const frame = page.frames().find((candidate) => candidate.url().endsWith("/admin-preview"));
  if (!frame) throw new Error("the preview frame is missing");
  await expect
    .poll(() =>
      frame.evaluate(() => document.getElementById("testimonials")?.getBoundingClientRect().top ?? -1),
    )
    .toBeLessThan(5);
  await expect(dialog.getByRole("heading", { name: "Edit Testimonials" })).toBeInViewport();
  await expect(dialog.getByLabel("Section Name")).toBeInViewport();
});
