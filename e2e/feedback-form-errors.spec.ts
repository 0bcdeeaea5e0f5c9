import type { Locator, Page } from "@playwright/test";
import { afterMinimumFillTime, openHome } from "./public-page-helpers.ts";
import { expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";

let server: FolioServer;
test.beforeAll(async () => {
  server = await startFolio();
});
test.afterAll(async () => {
  await server?.stop();
});

const visitor = {
  Name: "Grace Hopper",
  Phone: "+1 555 010 0100",
  Email: "grace@example.com",
  Message: "Hello!",
};

async function openForm(page: Page, size: { width: number; height: number }): Promise<Locator> {
  await page.setViewportSize(size);
  await openHome(page, `${server.url}/`);
  const form = page.locator('form[aria-label="Feedback"]');
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('input[name="form_started_at"]')).not.toHaveValue("");
  return form;
}

async function fillAll(form: Locator, except?: keyof typeof visitor): Promise<void> {
  for (const [label, value] of Object.entries(visitor))
    await form.getByLabel(label, { exact: true }).fill(label === except ? "" : value);
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const [label, size] of Object.entries(viewports)) {
  test(`each field at fault shows its own message, in the page's style (${label})`, async ({ page }) => {
    const form = await openForm(page, size);
    const phone = form.getByLabel("Phone", { exact: true });
    await fillAll(form, "Name");
    const phoneSize = async () =>
      phone.evaluate((input: HTMLInputElement) => [input.offsetWidth, input.offsetHeight]);
    const phoneBefore = await phoneSize();
    await form.getByRole("button", { name: "Send message" }).click();
    // The form's own message (a browser bubble would have stopped the submit before any of this).
    const name = form.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toBeFocused();
    // The field beside it keeps its size.
    expect(await phoneSize()).toEqual(phoneBefore);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Name", { exact: true }).fill(visitor.Name);
    await phone.fill("555-CALL-NOW");
    await form.getByLabel("Email", { exact: true }).fill("grace@");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(phone).toHaveAccessibleDescription(
      "Phone number may contain only digits, spaces, dots, dashes, brackets and a leading +",
    );
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Email must be a valid email address",
    );
    await expect(phone).toBeFocused();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await saveScreenshot(page, { path: `test-results/screenshots/feedback-errors-${size.width}.png` });
  });
}

test("on a phone the failure toast never covers Send; a success then stays in the form", async ({ page }) => {
  const form = await openForm(page, viewports.mobile);
  const send = form.getByRole("button", { name: "Send message" });
  const toasts = page.locator("[role=status]").filter({ hasText: /Failed to send/ });
  await fillAll(form);
  for (const where of ["end", "start"] as const) {
    // The Send button near the bottom of the screen, then near the top.
    await send.evaluate((button, block) => button.scrollIntoView({ block }), where);
    await page.route("**/api/feedback", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "down" } } }),
    );
    await send.click();
    await expect(toasts).toHaveText(["Failed to send feedback. Please check your email."]);
    const failed = await toasts.boundingBox();
    const button = await send.boundingBox();
    if (!failed || !button) throw new Error("no box for the toast or the button");
    expect(overlap(failed, button), `the error toast over Send (${where})`).toBe(false);
    await page.unroute("**/api/feedback");
  }

  await afterMinimumFillTime(page);
  await send.click();
  const sent = page.getByTestId("feedback-sent");
  await expect(sent).toContainText("Your feedback has been sent successfully!");
  // The error toast is gone; the success is the form's own, not a toast.
  await expect(toasts).toHaveCount(0);
  await expect(sent).toBeFocused();
});
