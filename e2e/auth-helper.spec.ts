import { expect, test } from "./support/fixtures.ts";
import { ownerCredentials, signIn } from "./support/owner.ts";

test("the signIn helper signs in through /login on the default server and reuses that session", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.context().clearCookies();
  await signIn(page, baseURL);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const session = await page.request.get(`${baseURL}/api/auth/get-session`);
  expect((await session.json()).user.email).toBe(ownerCredentials.email);
});
