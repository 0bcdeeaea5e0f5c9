import type { Locator, Page } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { afterMinimumFillTime } from "./public-page-helpers.ts";
import { collectPageErrors, expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv, signIn } from "./support/owner.ts";
import { nextFrames } from "./support/waits.ts";

// One server with real SMTP delivery into an in-process sink. Four messages in all: under the form's
// limit of five per address.
let server: FolioServer;
let sink: SmtpSink;
test.describe.configure({ mode: "serial" });
test.use({ reducedMotion: "reduce" });
test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startFolio({ ...ownerEnv, SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

const swedishNumber = "+46 70 123 45 67";
const shot = (name: string, width: number) => `test-results/screenshots/${name}-${width}.png`;

async function openForm(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/#contact`);
  const form = page.locator('form[aria-label="Feedback"]');
  await form.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(form.locator("xpath=..")).toHaveCSS("opacity", "1");
  // Hydrated: the form has noted when it appeared.
  await expect(form.locator('input[name="form_started_at"]')).not.toHaveValue("");
  return form;
}

async function openMessage(page: Page, name: string): Promise<Locator> {
  await page.goto(`${server.url}/admin-dashboard?tab=messages`);
  await page.getByTestId("message-item").filter({ hasText: name }).click();
  const detail = page.getByTestId("message-detail");
  await expect(detail.getByRole("heading", { name })).toBeVisible();
  return detail;
}

for (const [label, size] of Object.entries(viewports)) {
  test(`a number written as people write it arrives whole (${label})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    // The page's clock, so the time a toast stays can be passed at once (it runs as the real one).
    await page.clock.install();
    await page.setViewportSize(size);
    const name = `Åsa Öberg-Lindqvist ${size.width}`;
    const form = await openForm(page);
    const phone = form.getByLabel("Phone", { exact: true });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(`asa.${size.width}@example.se`);
    await form.getByLabel("Message").fill("Hej! Kan vi prata om en ny portfolio?");

    // Too few digits: the message says what to fix.
    await phone.pressSequentially("070 12");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(phone).toHaveAccessibleDescription("Phone number needs at least 10 digits (it has 5)");
    await expect(phone).toBeFocused();
    await saveScreenshot(page, { path: shot("contact-form-error", size.width) });

    // Typed key by key, never cut.
    await phone.fill("");
    await phone.pressSequentially(swedishNumber);
    await expect(phone).toHaveValue(swedishNumber);
    await afterMinimumFillTime(page);
    await form.getByRole("button", { name: "Send message" }).click();

    const sent = page.getByTestId("feedback-sent");
    await expect(sent).toContainText("Your feedback has been sent successfully!");
    await expect(sent).toContainText(`A confirmation is on its way to asa.${size.width}@example.se.`);
    await expect(sent).toBeFocused();
    // Not a toast: still there well after a toast would have gone (a success toast goes after 2 s, and
    // leaves the page 1 s later). The timers due in those 3 s have run; then the page has drawn.
    await page.clock.runFor(3000);
    await nextFrames(page);
    await expect(sent).toBeVisible();
    await expect(sent).toBeInViewport();
    await saveScreenshot(page, { path: shot("contact-form-sent", size.width) });

    const notification = await sink.waitFor(
      (mail) => mail.to.includes(ownerCredentials.email) && mail.subject === `New message from ${name}`,
    );
    expect(notification.text).toContain(`Phone: ${swedishNumber}`);
    expect(notification.html).toContain(swedishNumber);

    await signIn(page, server.url);
    const detail = await openMessage(page, name);
    await expect(detail.getByRole("link", { name: swedishNumber })).toHaveAttribute(
      "href",
      "tel:+46701234567",
    );
    expect(errors).toEqual([]);
  });

  test(`the owner makes the phone optional and a visitor writes without one (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin-dashboard?tab=content`);
    await page
      .getByTestId("section-card")
      .filter({ has: page.getByRole("heading", { name: "Contact", exact: true }) })
      .getByRole("button", { name: "Edit" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Contact" });
    const rules = dialog.getByRole("group", { name: /Which fields visitors fill in/ });
    await expect(rules.getByLabel("Phone")).toHaveValue("required");
    await rules.getByLabel("Phone").selectOption("optional");
    await rules.getByLabel("Phone").scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: shot("contact-editor-form-settings", size.width) });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    const name = `No Phone ${size.width}`;
    const form = await openForm(page);
    const phone = form.getByLabel(/^Phone/);
    await expect(phone).not.toHaveAttribute("required");
    await expect(form.locator("label", { has: page.getByText("optional", { exact: true }) })).toHaveCount(1);
    await expect(form.getByText("Every field is required.")).toHaveCount(0);
    await saveScreenshot(page, { path: shot("contact-form-optional-phone", size.width) });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(`nophone.${size.width}@example.com`);
    await form.getByLabel("Message").fill("I would rather not give a number.");
    await afterMinimumFillTime(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("feedback-sent")).toContainText(
      "Your feedback has been sent successfully!",
    );

    const detail = await openMessage(page, name);
    await expect(detail).toContainText("I would rather not give a number.");
    await expect(detail.locator('a[href^="tel:"]')).toHaveCount(0);
    const notification = await sink.waitFor((mail) => mail.subject === `New message from ${name}`);
    expect(notification.text).not.toContain("Phone:");

    // Back to the specification's form for the next run.
    const sections = await (await page.request.get(`${server.url}/api/sections`)).json();
    const contact = (Array.isArray(sections) ? sections : sections.items).find(
      (section: { type: string }) => section.type === "contact",
    );
    const restored = await page.request.patch(`${server.url}/api/sections/${contact.id}`, {
      headers: { origin: server.url },
      data: {
        content: { ...contact.content, contactForm: { ...contact.content.contactForm, fields: {} } },
      },
    });
    expect(restored.status()).toBe(200);
  });
}
