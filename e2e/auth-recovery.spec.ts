import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv } from "./support/owner.ts";

let sink: SmtpSink;
let server: FolioServer;
test.beforeEach(async () => {
  sink = await startSmtpSink();
  server = await startFolio({ ...ownerEnv, SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" });
});
test.afterEach(async () => {
  await server.stop();
  await sink.stop();
});

const newPassword = "a-brand-new-passphrase-42";

test("forgot → e-mail → link → reset → sign in with the new password; the link works once", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/login`);
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot Password?" })).toBeVisible();
  await screenshots(page, "auth-forgot-password");

  const email = page.getByLabel("Email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your email address");
  await email.fill("owner@folio");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
  await email.fill(ownerCredentials.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();

  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("Password recovery email sent successfully!")).toBeVisible();
  await expect(
    page.getByText("Didn't receive the email? Check your spam folder or try resending."),
  ).toBeVisible();
  await screenshots(page, "auth-check-your-email");
  await page.getByRole("button", { name: "Resend Email" }).click();
  await expect(page.getByText("Recovery email resent successfully!")).toBeVisible();

  const resets = () => sink.messages.filter((m) => m.subject === "Reset your Folio password");
  await expect.poll(() => resets().length, { timeout: 15_000 }).toBe(2);
  const mail = resets()[0];
  expect(mail?.to).toEqual([ownerCredentials.email]);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?userId=[^&\s]+&secret=\S+/)?.[0] ?? "";
  expect(link.startsWith(`${server.url}/reset-password?userId=`)).toBe(true);
  expect(mail?.html).toContain(link.replaceAll("&", "&amp;"));

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
  await screenshots(page, "auth-reset-password");
  const password = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password", { exact: true });
  await password.fill("short");
  await confirm.fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters long");
  await password.fill(newPassword);
  await confirm.fill(`${newPassword}!`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
  await confirm.fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
  await screenshots(page, "auth-reset-success");
  // Sent back to /login on its own after 3 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  const notice = await sink.waitFor((m) => m.subject === "Your Folio password was changed", 15_000);
  expect(notice.to).toEqual([ownerCredentials.email]);

  // The old password no longer works; the new one does.
  await page.getByLabel("Email").fill(ownerCredentials.email);
  await page.getByLabel("Password", { exact: true }).fill(ownerCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // The same link a second time fails clearly.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("yet-another-passphrase");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("yet-another-passphrase");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This reset link has expired or has already been used. Please request a new password reset.",
  );
  await expect(page.getByRole("link", { name: "Request a new reset link" })).toBeVisible();
  expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
});

test("a reset link without userId or secret cannot be used", async ({ page }) => {
  await page.goto(`${server.url}/reset-password`);
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid reset link. Please request a new password reset.",
  );
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeDisabled();
  await screenshots(page, "auth-reset-invalid-link");
  await page.goto(`${server.url}/reset-password?userId=abc`);
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeDisabled();
});

test("an unknown address gets the same 'Check Your Email' answer and no e-mail", async ({ page }) => {
  await page.goto(`${server.url}/forgot-password`);
  await page.getByLabel("Email").fill("stranger@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  // A reset asked for next, for the owner: the outbox sends in the order mail was queued, so once the
  // owner's has arrived, one for the stranger (queued before the answer above) would have too.
  const next = await page.request.post(`${server.url}/api/auth/request-password-reset`, {
    headers: { origin: server.url },
    data: { email: ownerCredentials.email },
  });
  expect(next.status(), await next.text()).toBe(200);
  await sink.waitFor((m) => m.to.includes(ownerCredentials.email), 15_000);
  expect(sink.messages.filter((m) => m.to.includes("stranger@example.com"))).toEqual([]);
});
