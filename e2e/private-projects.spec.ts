import type { APIRequestContext } from "@playwright/test";
import { ownerApi } from "./projects-helpers.ts";
import { expect, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys add private projects.
let server: FolioServer;
let api: APIRequestContext;
const at = (path: string) => new URL(path, server.url).toString();
const password = "harbour lights 42";

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
  api = await ownerApi(server.url);
});
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

async function project(data: object): Promise<{ id: string; slug: string }> {
  const response = await api.post("/api/projects", { data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

for (const width of [390, 1440] as const) {
  const viewport = { width, height: width === 390 ? 844 : 900 };

  test(`at ${width} px a protected project is refused, opened with its password, and with a share link until it is revoked`, async ({
    page,
    browser,
  }) => {
    const title = `Harbour Vault ${width}`;
    const secret = await project({
      title,
      slug: `harbour-vault-${width}`,
      description: "A confidential redesign",
      category: "Web Development",
      body: "The whole confidential story.",
      visibility: "protected",
    });
    const set = await api.put(`/api/projects/${secret.id}/password`, { data: { password } });
    expect(set.status()).toBe(200);

    // A visitor without access sees a private page, never the title.
    const visitor = await browser.newContext({ viewport });
    try {
      const door = await visitor.newPage();
      await door.goto(at(`/projects/${secret.slug}`));
      await expect(door.getByRole("heading", { level: 1 })).toHaveText("This project is private");
      await expect(door.locator("body")).not.toContainText(title);
      await door.getByLabel("Password").fill("not the password");
      await door.getByRole("button", { name: "Open the project" }).click();
      await expect(door.getByRole("alert")).toContainText("That password is not right");
      await door.getByLabel("Password").fill(password);
      await door.getByRole("button", { name: "Open the project" }).click();
      await expect(door).toHaveURL(at(`/projects/${secret.slug}`));
      await expect(door.getByRole("heading", { level: 1 })).toHaveText(title);
    } finally {
      await visitor.close();
    }

    // The owner makes a share link in the project's editor.
    await page.setViewportSize(viewport);
    await signIn(page, server.url);
    await page.goto(at("/admin-dashboard?tab=projects"));
    const card = page.getByTestId("admin-project-card").filter({ hasText: title });
    await expect(card.getByTestId("visibility-badge")).toHaveText("Protected");
    await card.getByRole("button", { name: "Edit" }).click();
    const access = page.getByTestId("project-access");
    await expect(access.getByTestId("password-state")).toContainText("A password is set");
    await access.getByLabel("For").fill("Ada at Acme");
    await access.getByRole("button", { name: "Create link" }).click();
    const link = await access.getByLabel("Link to send").inputValue();
    expect(link).toMatch(/\?share=[A-Za-z0-9_-]{43}$/);

    // The recipient opens it in a browser of their own.
    const recipient = await browser.newContext({ viewport });
    try {
      const shared = await recipient.newPage();
      await shared.goto(link);
      await expect(shared).toHaveURL(at(`/projects/${secret.slug}`));
      await expect(shared.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(access.getByTestId("share-link").filter({ hasText: "Ada at Acme" })).toBeVisible();

      // Revoked: the same browser is refused again.
      await access.getByRole("button", { name: "Revoke" }).click();
      await expect(access.getByTestId("share-link").filter({ hasText: "Ada at Acme" })).toContainText(
        "Revoked",
      );
      await shared.reload();
      await expect(shared.getByRole("heading", { level: 1 })).toHaveText("This project is private");
      await expect(shared.locator("body")).not.toContainText(title);
    } finally {
      await recipient.close();
    }
  });

  test(`at ${width} px an unlisted project is reachable by its address and nowhere else`, async ({
    page,
  }) => {
    const title = `Quiet Pier ${width}`;
    const unlisted = await project({
      title,
      slug: `quiet-pier-${width}`,
      description: "Only for those with the address",
      category: "Web Development",
      visibility: "unlisted",
    });
    await page.setViewportSize(viewport);
    await page.goto(at("/"));
    await expect(page.locator("body")).not.toContainText(title);
    const sitemap = await (await page.request.get(at("/sitemap.xml"))).text();
    expect(sitemap).not.toContain(unlisted.slug);
    await page.goto(at(`/projects/${unlisted.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}
