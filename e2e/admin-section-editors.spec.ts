import sharp from "sharp";
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

type Page = import("@playwright/test").Page;
const card = (page: Page, name: string) =>
  page.getByTestId("section-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function openEditor(page: Page, name: string) {
  await card(page, name).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("section editors", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, server.url);
    await page.goto(at("/admin-dashboard?tab=content"));
    await expect(page.getByRole("heading", { name: "Content Sections" })).toBeVisible();
  });

  test("experience: add a job with chips and an achievement, move it first, see it on /", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const dialog = await openEditor(page, "Experience");
    await expect(dialog.getByLabel("Content (JSON)")).toHaveCount(0);
    const entries = dialog.getByTestId("experience-entry");
    const before = await entries.count();
    expect(before).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Add experience" }).click();
    await expect(entries).toHaveCount(before + 1);
    const added = entries.last();
    // The new entry's first field has the focus.
    await expect(added.getByLabel("Position")).toBeFocused();
    await added.getByLabel("Position").fill("Staff Engineer");
    await added.getByLabel("Company").fill("Acme Corp");
    await added.getByLabel("Duration").fill("2023 – Present");
    await added.getByLabel("Description").fill("Leads the platform team.");

    // Chips: a comma and Enter add, Backspace in the empty box removes the last one.
    const technologies = added.getByLabel("Technologies", { exact: true });
    await technologies.fill("Rust,");
    await technologies.fill("Go");
    await technologies.press("Enter");
    await technologies.fill("Cobol");
    await technologies.press("Enter");
    const chips = added.locator('[data-chips="Technologies"] li');
    await expect(chips).toHaveText(["Rust", "Go", "Cobol"]);
    await technologies.press("Backspace");
    await expect(chips).toHaveText(["Rust", "Go"]);
    await added.getByRole("button", { name: "Remove Go" }).click();
    await expect(chips).toHaveText(["Rust"]);
    await technologies.fill("Kotlin");
    await technologies.press("Enter");

    await added.getByRole("button", { name: "Add achievement" }).click();
    await added.getByRole("textbox", { name: "Achievement 1" }).fill("Cut page load time by 40%");

    // Move it to the top with the keyboard: focus follows it, the move is announced.
    const name = `Experience ${before + 1}: Staff Engineer · Acme Corp`;
    await added.getByRole("button", { name: `Move ${name} up` }).focus();
    for (let step = before + 1; step > 1; step -= 1) await page.keyboard.press("Enter");
    await expect(entries.first().getByLabel("Position")).toHaveValue("Staff Engineer");
    await expect(dialog.getByRole("status").filter({ hasText: "moved up to position 1" })).toHaveCount(1);
    await expect(
      entries.first().getByRole("button", { name: "Move Experience 1: Staff Engineer · Acme Corp down" }),
    ).toBeFocused();
    await expect(
      entries.first().getByRole("button", { name: "Move Experience 1: Staff Engineer · Acme Corp up" }),
    ).toBeDisabled();

    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Section saved")).toBeVisible();

    await page.goto(at("/"));
    const experience = page.locator("#experience");
    await expect(experience.locator("li h3").first()).toHaveText("Staff Engineer");
    await expect(experience).toContainText("Acme Corp");
    await expect(experience).toContainText("Rust");
    await expect(experience).toContainText("Kotlin");
    expect(errors).toEqual([]);
  });

  test("testimonials: a wrong rating is marked on its field; a new entry with a photo reaches /", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const dialog = await openEditor(page, "Testimonials");
    const entries = dialog.getByTestId("testimonial-entry");
    const first = entries.first();
    const rating = first.getByLabel("Rating");
    await rating.fill("7");
    await expect(rating).toHaveAttribute("aria-invalid", "true");
    await expect(rating).toHaveAccessibleDescription("Rating must be a number from 0 to 5");
    await expect(dialog.getByRole("alert")).toContainText("Rating must be a number from 0 to 5");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await rating.fill("4");
    await expect(rating).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Add testimonial" }).click();
    const added = entries.last();
    await added.getByLabel("Name").fill("Jordan Blake");
    await added.getByLabel("Position").fill("CTO");
    await added.getByLabel("Company").fill("Blake & Co");
    await added.getByLabel("Quote").fill("Shipped on time and the code reads like prose.");
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#ff7a59" } })
      .png()
      .toBuffer();
    await added
      .getByTestId("upload-image")
      .setInputFiles({ name: "jordan.png", mimeType: "image/png", buffer: png });
    await expect(added.getByLabel("Photo")).toHaveValue(/^\/media\/[0-9a-f]{24}/);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    await page.goto(at("/"));
    const quote = page
      .locator("#testimonials")
      .getByTestId("testimonial")
      .filter({ hasText: "Jordan Blake" });
    await expect(quote).toContainText("Shipped on time and the code reads like prose.");
    await expect(quote).toContainText("CTO, Blake & Co");
    await expect(quote.locator("img")).toHaveAttribute("src", /^\/media\//);
    expect(errors).toEqual([]);
  });

  test("footer, contact, projects and services texts are forms too", async ({ page }) => {
    let dialog = await openEditor(page, "Footer");
    await dialog.getByLabel("Thank-you message").fill("Thanks for stopping by");
    await dialog.getByRole("button", { name: "Add link" }).click();
    const link = dialog.getByTestId("footer-link-entry").last();
    await link.getByLabel("Text").fill("Résumé");
    await link.getByLabel("Address").fill("https://cv.example.com");
    await dialog.getByRole("checkbox", { name: "Twitter / X" }).check();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openEditor(page, "Contact");
    await dialog.getByLabel("Title").fill("Say hello");
    await expect(dialog.getByRole("switch", { name: "Form enabled" })).toBeChecked();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openEditor(page, "Projects");
    await expect(dialog.locator('[data-chips="Categories"] li').first()).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    dialog = await openEditor(page, "Services & Skills");
    const lines = dialog.getByTestId("title-line-entry");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1).getByRole("textbox")).toHaveValue("MAKES ME");
    await lines.nth(1).getByRole("textbox").fill("SETS ME");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    await page.goto(at("/"));
    const footer = page.locator("footer").last();
    await expect(footer).toContainText("Thanks for stopping by");
    await expect(footer.getByRole("link", { name: "Résumé" })).toHaveAttribute(
      "href",
      "https://cv.example.com",
    );
    await expect(page.locator("#contact")).toContainText("Say hello");
    await expect(page.locator("#unique-title")).toHaveText("WHAT SETS ME DIFFERENT");
  });

  test("the raw JSON stays as the advanced view", async ({ page }) => {
    const dialog = await openEditor(page, "Hero Section");
    await dialog.getByRole("button", { name: "Advanced (JSON)" }).click();
    const json = dialog.getByLabel("Content (JSON)");
    await json.fill("{ not json");
    await expect(dialog.getByRole("alert")).toContainText("Invalid JSON");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await json.fill('{"mainTitle": "From JSON"}');
    await dialog.getByRole("button", { name: "Form", exact: true }).click();
    await expect(dialog.getByLabel("Main Title")).toHaveValue("From JSON");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });
});
