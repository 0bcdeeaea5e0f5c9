import { defaultTestimonialsContent } from "#shared/sections/defaults.ts";
import { openHome, test } from "./public-page-helpers.ts";
import { collectPageErrors, expect, saveScreenshot, viewports } from "./support/fixtures.ts";

const [first] = defaultTestimonialsContent.entries;
const quote = first?.content ?? "";
const ending = quote.slice(-40);

test("on a phone a shortened testimonial expands in place by keyboard, and shortens again", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize(viewports.mobile);
  // The whole quote is in the server's HTML, whatever the width.
  expect(await (await page.request.get("/")).text()).toContain(quote);
  await openHome(page);

  const entry = page.getByTestId("testimonial").first();
  const readMore = entry.getByRole("button", { name: "Read more" });
  await expect(readMore).toHaveAttribute("aria-expanded", "false");
  await expect(entry.getByText(ending, { exact: false })).toBeHidden();

  await readMore.focus();
  await page.keyboard.press("Enter");
  const showLess = entry.getByRole("button", { name: "Show less" });
  await expect(showLess).toHaveAttribute("aria-expanded", "true");
  await expect(showLess).toBeFocused();
  await expect(entry.getByText(ending, { exact: false })).toBeVisible();
  // The button names what it controls: the quote it expands.
  const controlled = await showLess.getAttribute("aria-controls");
  await expect(page.locator(`[id="${controlled}"]`)).toContainText(ending);
  await saveScreenshot(entry, { path: "test-results/screenshots/testimonial-expanded-mobile-390.png" });

  await page.keyboard.press("Space");
  await expect(entry.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
  await expect(entry.getByText(ending, { exact: false })).toBeHidden();
  expect(errors).toEqual([]);
});

test("above 550 px the whole quote shows with no Read more button", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await openHome(page);
  const entry = page.getByTestId("testimonial").first();
  await entry.scrollIntoViewIfNeeded();
  await expect(entry.getByText(ending, { exact: false })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Read more" })).toBeHidden();
});
