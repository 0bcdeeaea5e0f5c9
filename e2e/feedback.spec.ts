import type { Locator, Page } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { followFeedbackStream } from "./projects-helpers.ts";
import {
  collectPageErrors,
  expect,
  saveScreenshot,
  screenshots,
  test,
  viewports,
} from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv, signIn } from "./support/owner.ts";

// One server for this file, with real SMTP delivery into an in-process sink.
let server: FolioServer;
let sink: SmtpSink;
test.describe.configure({ mode: "serial" });
// The scroll-reveal animations are the public page's own journey; here the form must simply be there.
test.use({ reducedMotion: "reduce" });
test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startFolio({ ...ownerEnv, SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

const visitor = {
  user_name: "Grace Hopper",
  user_number: "+46 70 123 45 67",
  user_email: "grace@example.com",
  message: "Hi! I would love a portfolio like this one.\nCan we talk next week?",
};

/** Scrolls to the contact section and waits until its reveal animation has shown the form. */
async function revealForm(page: Page): Promise<Locator> {
  const form = page.locator('form[aria-label="Feedback"]');
  await form.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(form.locator("xpath=..")).toHaveCSS("opacity", "1");
  await expect(form).toBeVisible();
  return form;
}

async function openForm(page: Page): Promise<Locator> {
  await page.goto(`${server.url}/`);
  const form = await revealForm(page);
  // Hydrated: the form has noted when it appeared.
  await expect(form.locator('input[name="form_started_at"]')).not.toHaveValue("");
  return form;
}

async function fill(form: Locator) {
  await form.getByLabel("Name").fill(visitor.user_name);
  await form.getByLabel("Phone").fill(visitor.user_number);
  await form.getByLabel("Email").fill(visitor.user_email);
  await form.getByLabel("Message").fill(visitor.message);
}

/** A person takes more than two seconds; wait until the form has been open that long. */
async function afterMinimumFillTime(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLInputElement>('input[name="form_started_at"]');
    return Boolean(input?.value) && Date.now() - Number(input?.value) > 2100;
  });
}

test("a visitor sends feedback; the owner reads it in the inbox", async ({ page }) => {
  const errors = collectPageErrors(page);
  const form = await openForm(page);
  for (const name of ["user_name", "user_number", "user_email", "message"]) {
    await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("required", "");
  }
  await expect(form.locator('[name="user_number"]')).toHaveAttribute("type", "tel");
  await expect(form.locator('[name="user_email"]')).toHaveAttribute("type", "email");

  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/#contact`);
    await expect(page.getByText("Developed Portfolio", { exact: false })).toBeHidden();
    await revealForm(page);
    await saveScreenshot(page.locator("#contact"), {
      path: `test-results/screenshots/feedback-form-${label}-${size.width}.png`,
    });
  }
  await page.setViewportSize(viewports.desktop);
  await revealForm(page);

  // A failure keeps what was typed.
  await fill(form);
  await afterMinimumFillTime(page);
  await page.route("**/api/feedback", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "down" } } }),
  );
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Failed to send feedback. Please check your email.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(visitor.user_name);
  await expect(form.getByLabel("Message")).toHaveValue(visitor.message);
  await page.unroute("**/api/feedback");

  // Success: the message stays in the form's place; "Send another message" brings an empty form.
  await form.getByRole("button", { name: "Send message" }).click();
  const sent = page.getByTestId("feedback-sent");
  await expect(sent).toContainText("Your feedback has been sent successfully!");
  await expect(sent).toContainText(`A confirmation is on its way to ${visitor.user_email}.`);
  await sent.getByRole("button", { name: "Send another message" }).click();
  for (const label of ["Name", "Phone", "Email", "Message"])
    await expect(form.getByLabel(label)).toHaveValue("");
  await expect(form.getByLabel("Name")).toBeFocused();
  expect(errors.filter((e) => !e.includes("500"))).toEqual([]);

  // Both e-mails went out through SMTP.
  const notification = await sink.waitFor((mail) => mail.to.includes(ownerCredentials.email));
  expect(notification.subject).toBe(`New message from ${visitor.user_name}`);
  expect(notification.replyTo).toContain(visitor.user_email);
  // The phone number as typed, whole.
  expect(notification.text).toContain(visitor.user_number);
  const confirmation = await sink.waitFor((mail) => mail.to.includes(visitor.user_email));
  expect(confirmation.text).toContain(`Hi ${visitor.user_name},`);

  // The owner sees it: unread badge, Overview line, the inbox; opening it marks it read.
  await signIn(page, server.url);
  const nav = page.locator('[data-tab="messages"]');
  await expect(nav.getByTestId("messages-unread-badge")).toHaveText(/^1\s*unread$/);
  await expect(page.getByTestId("overview-unread")).toHaveText("1 unread message");
  await screenshots(page, "admin-overview-unread");
  await nav.click();
  const item = page.getByTestId("message-item").filter({ hasText: visitor.user_name });
  await expect(item).toHaveAttribute("data-status", "new");
  await item.click();
  const detail = page.getByTestId("message-detail");
  await expect(detail.getByRole("heading", { name: visitor.user_name })).toBeVisible();
  await expect(detail).toContainText("Can we talk next week?");
  await expect(detail).toContainText(visitor.user_number);
  await expect(detail.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    /^mailto:grace%40example\.com\?subject=/,
  );
  await expect(item).toHaveAttribute("data-status", "read");
  await expect(nav.getByTestId("messages-unread-badge")).toHaveCount(0);
  await screenshots(page, "admin-messages");
});

test("an open dashboard hears of a new message live and can archive, flag and delete it", async ({
  page,
  request,
}) => {
  const stream = followFeedbackStream(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=messages`);
  await expect(page.getByTestId("message-item")).toHaveCount(1);
  // The event stream open before the message arrives.
  await stream.open();

  const sent = await request.post(`${server.url}/api/feedback`, {
    data: { ...visitor, user_name: "Live Visitor", user_email: "live@example.com", fill_ms: 4200 },
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByText("New message from Live Visitor")).toBeVisible();
  const item = page.getByTestId("message-item").filter({ hasText: "Live Visitor" });
  await expect(item).toHaveAttribute("data-status", "new");
  await expect(page.locator('[data-tab="messages"]').getByTestId("messages-unread-badge")).toHaveText(/^1/);
  await expect(page.getByTestId("message-item").first()).toContainText("Live Visitor");

  await item.click();
  const detail = page.getByTestId("message-detail");
  await detail.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Message archived")).toBeVisible();
  await page.getByRole("tab", { name: /Archived/ }).click();
  await expect(page.getByTestId("message-item").filter({ hasText: "Live Visitor" })).toHaveAttribute(
    "data-status",
    "archived",
  );

  await page.getByTestId("message-item").filter({ hasText: "Live Visitor" }).click();
  await detail.getByRole("button", { name: "Spam" }).click();
  await expect(page.getByText("Moved to spam")).toBeVisible();
  await page.getByRole("tab", { name: /Spam/ }).click();
  await page.getByTestId("message-item").filter({ hasText: "Live Visitor" }).click();
  await expect(detail).toContainText("You marked it as spam.");

  await detail.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this message from Live Visitor?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted")).toBeVisible();
  await expect(page.getByTestId("message-item").filter({ hasText: "Live Visitor" })).toHaveCount(0);

  // The CSV export downloads what the inbox holds.
  await page.getByRole("tab", { name: "All" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^feedback-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("a dropped event stream reconnects after 1 s and then hears new messages", async ({ page, request }) => {
  const attempts: number[] = [];
  const stream = followFeedbackStream(page);
  await page.route("**/api/feedback/stream", async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 3) await route.abort("connectionreset");
    else await route.continue();
  });
  await signIn(page, server.url);
  await expect.poll(() => attempts.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const gaps = attempts.slice(1, 4).map((at, i) => at - (attempts[i] as number));
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(3000);
  }
  // The fourth attempt's stream open before the message arrives.
  await stream.open();
  const sent = await request.post(`${server.url}/api/feedback`, {
    data: { ...visitor, user_name: "After Reconnect", fill_ms: 3000 },
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByText("New message from After Reconnect")).toBeVisible();
});
