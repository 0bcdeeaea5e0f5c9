import type { Page } from "@playwright/test";
import { splitMessage } from "#test/mime.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
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
import { animationsDone, nextFrames } from "./support/waits.ts";

// One server with real SMTP delivery into an in-process sink; the journeys share its inbox.
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

const longName = "Maximiliana Bartholomew-Featherstonehaugh von Oberammergau-Hohenzollern";
const longEmail =
  "maximiliana.bartholomew.featherstonehaugh.enquiries@a-very-long-company-domain.example.com";
const longText = `${"I would like a portfolio that holds up under real use. ".repeat(80)}\nThe end of the message.`;

async function send(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post(`${server.url}/api/feedback`, {
    data: { user_number: "+1 555 010 0100", fill_ms: 4000, ...data },
  });
  expect(response.status()).toBe(201);
}

async function shoot(page: Page, name: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
    await page.reload();
    await page.getByTestId("message-item").first().waitFor();
    for (const size of takingScreenshots ? Object.values(viewports) : []) {
      await page.setViewportSize(size);
      const item = page.getByTestId("message-item").filter({ hasText: "Maximiliana" });
      if (size.width > 860) await item.click();
      await animationsDone(page);
      await saveScreenshot(page, { path: `/tmp/shots-ops/${name}-${size.width}-${theme}.png` });
    }
  }
  await page.evaluate(() => localStorage.setItem("folio-admin-theme", "dark"));
  await page.setViewportSize(viewports.desktop);
}

test("a long message: truncated in the list with the full value on hover, actions on top, panes scroll apart, reply sent and shown", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await send(page, { user_name: longName, user_email: longEmail, message: longText });
  await send(page, { user_name: "Short Sender", user_email: "short@example.com", message: "Hello!" });
  const confirmation = await sink.waitFor((mail) => mail.to.includes(longEmail));
  const threadId = splitMessage(confirmation.raw).headers.get("message-id");
  expect(threadId).toMatch(/^<feedback\.[\w-]+@127\.0\.0\.1>$/);

  await page.setViewportSize(viewports.desktop);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=messages`);
  const item = page.getByTestId("message-item").filter({ hasText: "Maximiliana" });
  await expect(item).toBeVisible();

  // Truncated in the list, with the whole value on hover.
  const name = item.locator(`[title="${longName}"]`);
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(item.locator(`[title="${longEmail}"]`)).toBeVisible();
  const before = await item.boundingBox();
  await item.click();
  // The selected row does not move or change size when it is opened (and marked read).
  await expect(item).toHaveAttribute("data-status", "read");
  const after = await item.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBe(before?.height);

  const detail = page.getByTestId("message-detail");
  await expect(detail.getByRole("heading", { name: longName })).toBeVisible();
  await expect(detail.getByText(longEmail, { exact: true })).toBeVisible();
  // The actions sit above the 4,000-character body, visible without scrolling.
  const toolbar = detail.getByRole("toolbar", { name: "Message actions" });
  for (const action of ["Reply", "Archive", "Spam", "Delete"]) {
    await expect(toolbar.getByRole("button", { name: action, exact: true })).toBeInViewport();
  }
  // The message scrolls on its own; the list stays where it was.
  const listScroll = await page.evaluate(() => document.documentElement.scrollTop);
  await detail.getByText("The end of the message.").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollTop)).toBe(listScroll);
  await expect(item).toBeInViewport();

  // Reply in the admin.
  await toolbar.getByRole("button", { name: "Reply", exact: true }).click();
  const composer = detail.getByRole("textbox", { name: /Reply to Maximiliana/ });
  await expect(composer).toBeFocused();
  await composer.fill("Thank you! Let's talk on Monday.");
  // The words survive a reload (a draft in this browser tab).
  await page.reload();
  await page.getByTestId("message-item").filter({ hasText: "Maximiliana" }).click();
  await expect(detail.getByRole("textbox", { name: /Reply to Maximiliana/ })).toHaveValue(
    "Thank you! Let's talk on Monday.",
  );
  await expect(detail.getByRole("link", { name: "Reply from your mail app" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await detail.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent to Maximiliana")).toBeVisible();

  const reply = await sink.waitFor((mail) => mail.subject.startsWith("Re: Thanks for your message"));
  expect(reply.to).toEqual([longEmail]);
  expect(reply.replyTo).toContain("owner@folio.test");
  const headers = splitMessage(reply.raw).headers;
  expect(headers.get("in-reply-to")).toBe(threadId);
  expect(headers.get("references")).toBe(threadId);
  expect(reply.text).toContain("Thank you! Let's talk on Monday.");
  expect(reply.text).toContain("> I would like a portfolio");

  // "Replied" in the list, the reply in the message's history, the composer empty again.
  await expect(item.getByTestId("replied-tag")).toBeVisible();
  await expect(detail.getByTestId("reply-history")).toContainText("Thank you! Let's talk on Monday.");
  await expect(detail.getByRole("textbox", { name: /Reply to Maximiliana/ })).toHaveValue("");
  expect(errors).toEqual([]);
  await shoot(page, "inbox");
});

test("Undo an archive and a delete: the message is back where it was, on the server too", async ({
  page,
}) => {
  // The page's clock, so six seconds of the toast's life can be passed at once (it runs as the real one).
  await page.clock.install();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=messages`);
  const item = page.getByTestId("message-item").filter({ hasText: "Short Sender" });
  await item.click();
  const detail = page.getByTestId("message-detail");
  await detail.getByRole("button", { name: "Archive", exact: true }).click();

  const toast = page.getByTestId("undo-toast");
  await expect(toast).toContainText("Message archived");
  await expect(toast).toHaveAttribute("role", "status");
  await saveScreenshot(page, { path: "/tmp/shots-ops/undo-toast-1440-dark.png" });
  // Still there after six seconds: the timers due in them have run (a toast's end among them), and the
  // page has drawn what they changed.
  await page.clock.runFor(6_000);
  await nextFrames(page);
  await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Undone")).toBeVisible();
  await expect(item).toHaveAttribute("data-status", "read");
  const stored = await page.request.get(`${server.url}/api/feedback?status=archived`);
  expect(((await stored.json()) as { total: number }).total).toBe(0);

  // Delete asks first, then offers Undo; Undo restores it on the server (reachable by keyboard too).
  await detail.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this message from Short Sender?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  // The archive's toast may still be leaving: this one is found by its own words.
  await expect(page.getByTestId("undo-toast").filter({ hasText: "Message deleted" })).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.keyboard.press("Alt+z");
  await expect(page.getByText("Message restored")).toBeVisible();
  await expect(item).toHaveCount(1);
  const all = await page.request.get(`${server.url}/api/feedback`);
  expect(((await all.json()) as { items: { user_name: string }[] }).items.map((m) => m.user_name)).toContain(
    "Short Sender",
  );
});
