import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { ownerApi } from "./projects-helpers.ts";
import { openHome } from "./public-page-helpers.ts";
import { collectPageErrors, expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

/**
 * Writing as its owner and its readers do (issue 43, decision 159): a Japanese post with code and an
 * image written in the admin, found on /, in /writing, in the feed and the sitemap; its renamed address
 * redirecting; a draft hidden from visitors; the page read without JavaScript. Its own server: the
 * posts it publishes change / for every journey sharing one.
 */

let server: FolioServer;
let api: APIRequestContext;
let picture: string;

test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
  api = await ownerApi(server.url);
  const png = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 24, g: 92, b: 160 } },
  })
    .png()
    .toBuffer();
  const response = await api.post("/api/media", {
    multipart: { file: { name: "tokyo-map.png", mimeType: "image/png", buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
  picture = (await response.json()).url;
});

test.afterAll(async () => {
  await server?.stop();
});

const writeUp = (label: string) =>
  [
    `東京の路線図を、ブラウザだけで描いた記録です（${label}）。`,
    "## はじめに",
    "地図は SVG で描き、駅の位置は公開データから読み込みました。",
    "## コード",
    '```ts\nconst stations: string[] = await loadStations("東京");\n```',
    "## 結果",
    "描画は 16 ミリ秒以内に収まりました。",
  ].join("\n\n");

for (const [label, size] of Object.entries(viewports)) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport: size });

    test("a post written in the admin is found on /, in /writing, the feed and the sitemap; a renamed one redirects", async ({
      page,
      browser,
    }) => {
      const title = `東京の地図を作る ${size.width}`;
      await signIn(page, server.url);
      await page.goto(`${server.url}/admin-dashboard?tab=writing`);
      await page.getByRole("button", { name: "New post" }).click();
      const form = page.getByTestId("post-form");
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Summary").fill("路線図をブラウザで描いた話");
      const body = form.getByLabel("Write-up (Markdown)");
      await body.fill(writeUp(label));
      // The image comes from the media library, inserted where the cursor is: at the end.
      await body.press("ControlOrMeta+End");
      await form.getByRole("button", { name: "Choose from library" }).click();
      const library = page.getByRole("dialog", { name: "Media library" });
      await library.locator(`[data-testid="library-item"]:has(img[src="${picture}"])`).click();
      await expect(library).toBeHidden();
      await expect(body).toHaveValue(
        new RegExp(`!\\[[^\\]]*\\]\\(${picture.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)`),
      );
      await form.getByLabel("Tags").fill("地図");
      await form.getByLabel("Tags").press("Enter");
      await form.getByLabel("Status").selectOption("published");
      // Published and dated ahead is refused: the message says why, the date takes the focus.
      const date = form.getByLabel("Publish date");
      await date.fill("2999-01-01T09:00");
      await form.getByRole("button", { name: "Create post" }).click();
      await expect(form.getByRole("alert")).toContainText("A published post cannot be dated in the future");
      await expect(date).toBeFocused();
      await date.fill("");
      await form.getByRole("button", { name: "Create post" }).click();
      await expect(page.getByText("Post published")).toBeVisible();
      const row = page.getByTestId("post-list").getByRole("listitem").filter({ hasText: title });
      const address = (await row.locator('[class*="slug"]').textContent()) ?? "";
      expect(address).toMatch(/^\/writing\/[a-z0-9-]+$/);

      // A visitor finds it on /, in the Writing section and the menu.
      const visitor = await browser.newContext({ viewport: size });
      const reader = await visitor.newPage();
      const errors = collectPageErrors(reader);
      await openHome(reader, `${server.url}/`);
      const section = reader.locator("section#writing");
      await expect(section.getByRole("link", { name: new RegExp(title) })).toBeVisible();
      await saveScreenshot(section, { path: `test-results/screenshots/writing-section-${size.width}.png` });
      await reader.getByRole("button", { name: /menu/i }).first().click();
      await expect(reader.getByRole("dialog").getByRole("link", { name: /Writing/ })).toBeVisible();
      await reader.keyboard.press("Escape");

      // Its page: the title, highlighted code with a Copy button, the image, the contents.
      await section.getByRole("link", { name: new RegExp(title) }).click();
      await expect(reader).toHaveURL(`${server.url}${address}`);
      await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(reader.locator(".markdown-body .hljs-keyword").first()).toBeVisible();
      await expect(reader.getByRole("button", { name: "Copy" })).toBeVisible();
      const image = reader.locator(`.markdown-body img[src*="${picture.split("/").pop()?.split(".")[0]}"]`);
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      await expect(
        reader.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "コード" }),
      ).toBeVisible();
      await saveScreenshot(reader, {
        path: `test-results/screenshots/writing-post-${size.width}.png`,
        fullPage: true,
      });

      // In the list, its tag's list, the feeds and the sitemap.
      await reader.goto(`${server.url}/writing`);
      await expect(reader.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await reader.getByRole("link", { name: "#地図" }).first().click();
      await expect(reader.getByRole("heading", { level: 1 })).toContainText("地図");
      await expect(reader.getByRole("heading", { level: 2, name: title })).toBeVisible();
      const feed = await (await api.get("/feed.xml")).text();
      expect(feed).toContain(`<title>${title}</title>`);
      expect(feed).toContain(`${server.url}${address}`);
      expect(await (await api.get("/feed.json")).json()).toMatchObject({
        items: expect.arrayContaining([expect.objectContaining({ title })]),
      });
      expect(await (await api.get("/sitemap.xml")).text()).toContain(`<loc>${server.url}${address}</loc>`);

      // Renamed in the admin: the old address answers 301 to the new one, and a visitor follows it.
      await row.getByRole("button", { name: `Edit “${title}”` }).click();
      const renamed = `tokyo-map-${size.width}`;
      await form.getByLabel("Page address (slug)").fill(renamed);
      await form.getByRole("button", { name: "Save post" }).click();
      await expect(page.getByText("Post published")).toBeVisible();
      const moved = await api.get(address, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(`/writing/${renamed}`);
      await reader.goto(`${server.url}${address}`);
      await expect(reader).toHaveURL(`${server.url}/writing/${renamed}`);
      await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(errors).toEqual([]);
      await visitor.close();
    });

    test("a draft is a 404 for visitors; a post reads whole without JavaScript", async ({ browser }) => {
      const create = async (data: object) => {
        const response = await api.post("/api/posts", { data });
        expect(response.status(), await response.text()).toBe(201);
        return response.json() as Promise<{ slug: string }>;
      };
      const draft = await create({ title: `Draft ${size.width}`, body: "Not yet." });
      const post = await create({
        title: `静かな投稿 ${size.width}`,
        body: `${writeUp(label)}\n\n![地図](${picture})`,
        status: "published",
      });
      const context = await browser.newContext({ viewport: size, javaScriptEnabled: false });
      const page = await context.newPage();
      const missing = await page.goto(`${server.url}/writing/${draft.slug}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("body")).not.toContainText("Not yet.");

      const response = await page.goto(`${server.url}/writing/${post.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: `静かな投稿 ${size.width}` })).toBeVisible();
      await expect(page.locator(".markdown-body pre code")).toContainText("loadStations");
      await expect(page.locator(".markdown-body img").first()).toBeVisible();
      // The contents lead to their headings without a script.
      await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "結果" }).click();
      await expect(page).toHaveURL(/#/);
      await expect(page.getByRole("heading", { level: 2, name: "結果" })).toBeInViewport();
      // The list and the home page's section are there too.
      await page.goto(`${server.url}/writing`);
      await expect(page.getByRole("heading", { level: 2, name: `静かな投稿 ${size.width}` })).toBeVisible();
      await page.goto(`${server.url}/`);
      await expect(page.locator("section#writing")).toContainText(`静かな投稿 ${size.width}`);
      await context.close();
    });
  });
}
