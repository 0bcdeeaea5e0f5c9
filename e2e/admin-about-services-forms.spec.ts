import sharp from "sharp";
import { collectPageErrors, expect, saveScreenshot, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys change the About and Services sections.
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.use({ reducedMotion: "reduce" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

type Page = import("@playwright/test").Page;
type Locator = import("@playwright/test").Locator;

async function openEditor(page: Page, name: string) {
  await page.goto(at("/admin-dashboard?tab=content"));
  await page
    .getByTestId("section-card")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A portrait picture: a warm top half and a dark bottom half, so a crop shows where it was cut. */
const portrait = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: "#20304a" } })
    .composite([
      {
        input: { create: { width: 600, height: 450, channels: 3, background: "#ff7a59" } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

const shot = (target: Page | Locator, name: string, width: number) =>
  saveScreenshot(target, { path: `test-results/screenshots/editors/${name}-${width}.png` });

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page, server.url);
    });

    test("About: upload a photo, set its alt text, focal point and a figure; / shows them", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const alt = `Jana Nováková at her desk (${size.width})`;
      const dialog = await openEditor(page, "About Me");
      const photo = dialog.getByTestId("about-photo");
      const field = photo.getByLabel("Photo", { exact: true });
      const before = await field.inputValue();
      await photo
        .getByTestId("upload-image")
        .setInputFiles({ name: "jana.png", mimeType: "image/png", buffer: await portrait() });
      await expect(field).not.toHaveValue(before);
      await expect(field).toHaveValue(/^\/media\/[0-9a-f]{24}/);
      const url = await field.inputValue();

      // The focal point by keyboard: 5 % a press; then the top quarter by a click on the picture.
      const marker = photo.getByTestId("focal-point");
      await marker.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(marker).toHaveAttribute("data-focus", "60% 50%");
      const frame = photo.getByTestId("focal-point-frame").locator("img");
      const box = await frame.boundingBox();
      if (!box) throw new Error("the focal point picture has no box");
      await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.25);
      await expect(marker).toHaveAttribute("data-focus", /^(59|60|61)% (24|25|26)%$/);
      const focus = await marker.getAttribute("data-focus");

      // The media library lists it first, as the chosen one.
      await photo.getByRole("button", { name: "Choose from library" }).click();
      const library = page.getByRole("dialog", { name: "Media library" });
      await expect(library.getByTestId("library-item").first()).toHaveAttribute("aria-pressed", "true");
      await expect(library.getByTestId("library-item").first().locator("img")).toHaveAttribute("src", url);
      await shot(library, "media-library", size.width);
      await page.keyboard.press("Escape");
      await expect(library).toBeHidden();
      await expect(dialog).toBeVisible();

      await photo.getByLabel("Alt text").fill(alt);
      await dialog.getByLabel("Experience", { exact: true }).fill("7 years");
      await dialog.getByLabel("Happy clients").fill("");
      await photo.scrollIntoViewIfNeeded();
      await shot(dialog, "about-editor", size.width);

      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog).toBeHidden();

      await page.goto(at("/"));
      const about = page.locator("#about");
      const img = about.getByRole("img", { name: alt });
      await expect(img).toHaveAttribute("src", url);
      await expect(img).toHaveCSS("object-position", focus ?? "");
      await expect(about).toContainText("7 years");
      // An emptied figure is hidden, its label with it.
      await expect(about.locator("dt")).toHaveText(["Experience", "Projects"]);
      await about.scrollIntoViewIfNeeded();
      await img.evaluate((element: HTMLImageElement) => element.decode());
      await shot(about, "about-section", size.width);
      expect(errors).toEqual([]);
    });

    test("Hero: the badge's text and switch, a background picture under a veil; / shows them", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const dialog = await openEditor(page, "Hero Section");
      const badge = dialog.getByLabel("Badge text");
      await badge.fill(`Booking projects for spring (${size.width})`);
      // The background from the media library: the newest upload is the About photo.
      const backdrop = dialog.locator('[data-field="backgroundImage"]');
      await backdrop.getByRole("button", { name: "Choose from library" }).click();
      const library = page.getByRole("dialog", { name: "Media library" });
      const newest = library.getByTestId("library-item").first();
      const picked = await newest.locator("img").getAttribute("src");
      await newest.click();
      await expect(library).toBeHidden();
      await expect(backdrop.getByLabel("Picture")).toHaveValue(picked ?? "none");
      const veil = dialog.getByRole("slider", { name: "Veil" });
      await veil.focus();
      // By keyboard: Home to 0 %, then 5 % a press.
      await page.keyboard.press("Home");
      await expect(veil).toHaveAttribute("aria-valuetext", "0%");
      for (let step = 0; step < 14; step += 1) await page.keyboard.press("ArrowRight");
      await expect(veil).toHaveAttribute("aria-valuetext", "70%");
      await backdrop.scrollIntoViewIfNeeded();
      await shot(dialog, "hero-editor", size.width);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog).toBeHidden();

      await page.goto(at("/"));
      const hero = page.locator("#home");
      await expect(hero).toContainText(`Booking projects for spring (${size.width})`);
      await expect(hero.getByTestId("hero-backdrop").locator("img")).toHaveAttribute("src", picked ?? "none");
      await expect(hero.getByTestId("hero-backdrop").locator("span")).toHaveCSS("opacity", "0.7");
      await shot(page, "hero-section", size.width);

      // Switched off, the badge leaves the page; its text is kept for later.
      const again = await openEditor(page, "Hero Section");
      await again.getByRole("switch", { name: "Show the badge" }).uncheck();
      await expect(again.getByLabel("Badge text")).toBeDisabled();
      await again.getByRole("button", { name: "Save Changes" }).click();
      await expect(again).toBeHidden();
      await page.goto(at("/"));
      await expect(page.locator("#home")).not.toContainText("Booking projects for spring");
      const reopened = await openEditor(page, "Hero Section");
      await expect(reopened.getByLabel("Badge text")).toHaveValue(
        `Booking projects for spring (${size.width})`,
      );
      await reopened.getByRole("switch", { name: "Show the badge" }).check();
      await reopened.getByRole("button", { name: "Save Changes" }).click();
      await expect(reopened).toBeHidden();
      expect(errors).toEqual([]);
    });

    test("Services: pick an icon from the set (by mouse, then by keyboard); / shows it", async ({ page }) => {
      const errors = collectPageErrors(page);
      const dialog = await openEditor(page, "Services & Skills");
      const first = dialog.getByTestId("service-entry").first();
      const icons = first.getByRole("group", { name: "Icon" });
      await expect(icons.getByRole("radio")).toHaveCount(16);
      await icons.getByRole("radio", { name: "Rocket" }).check();
      await expect(icons.getByTestId("service-icon-preview").locator("svg")).toHaveAttribute(
        "data-service-icon",
        "rocket",
      );
      // Arrow keys move the choice, as in any radio group.
      await page.keyboard.press("ArrowRight");
      await expect(icons.getByRole("radio", { name: "Shield" })).toBeChecked();
      await expect(icons).toContainText("Chosen: Shield");

      // A new service starts with the specification's laptop emoji, read as the laptop icon.
      await dialog.getByRole("button", { name: "Add service" }).click();
      const added = dialog.getByTestId("service-entry").last();
      await expect(added.getByRole("radio", { name: "Laptop" })).toBeChecked();
      await added.getByLabel("Name").fill(`Audits ${size.width}`);
      await added.getByLabel("Description").fill("Speed and accessibility reviews with a written report.");
      await icons.scrollIntoViewIfNeeded();
      await shot(dialog, "services-editor", size.width);

      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog).toBeHidden();

      await page.goto(at("/"));
      const cards = page.locator("#unique article").filter({ has: page.locator("h3") });
      const rocketless = cards.filter({ hasText: "Responsive Web" });
      await expect(rocketless.locator("svg[data-service-icon]")).toHaveAttribute(
        "data-service-icon",
        "shield",
      );
      const audits = cards.filter({ hasText: `Audits ${size.width}` });
      await expect(audits.locator("svg[data-service-icon]")).toHaveAttribute("data-service-icon", "laptop");
      await rocketless.scrollIntoViewIfNeeded();
      await shot(page.locator("#unique"), "services-section", size.width);
      expect(errors).toEqual([]);
    });
  });
}
