import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";

test("an unknown path shows the 404 page with status 404, and Go Home returns to /", async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you are looking for does not exist or has been moved."),
  ).toBeVisible();
  await screenshots(page, "not-found");

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#home")).toBeVisible();
  // The document's own 404 status is logged by the browser; nothing else may be.
  expect(errors.filter((error) => !/status of 404 \(Not Found\)/.test(error))).toEqual([]);
});
