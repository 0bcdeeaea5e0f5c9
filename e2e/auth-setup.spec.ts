import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";

test("the first start prints a one-time setup link that creates the owner, then answers 404", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const server = await startFolio({ LOG_LEVEL: "warn" });
  try {
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("/setup?token=");
    const link = server.output().match(/https?:\/\/\S+\/setup\?token=\S+/)?.[0] ?? "";
    expect(link.startsWith(`${server.url}/setup?token=`)).toBe(true);

    await page.goto(`${server.url}/setup?token=not-the-token`);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
    await screenshots(page, "auth-setup");
    await page.getByLabel("Name").fill("Sam Rivera");
    await page.getByLabel("Email").fill("sam@folio.test");
    await page.getByLabel("Password", { exact: true }).fill("a-long-owner-passphrase");
    await page.getByLabel("Confirm Password", { exact: true }).fill("a-long-owner-passphrase!");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await page.getByLabel("Confirm Password", { exact: true }).fill("a-long-owner-passphrase");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const session = await page.request.get(`${server.url}/api/auth/get-session`);
    expect((await session.json()).user).toMatchObject({ name: "Sam Rivera", email: "sam@folio.test" });

    // The link is spent: the server answers the page with 404 now.
    const again = await page.goto(link);
    expect(again?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  } finally {
    await server.stop();
  }
});
