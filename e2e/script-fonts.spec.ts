import { ownerApi } from "./projects-helpers.ts";
import { expect, saveScreenshot, screenshots, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";

// Its own server: the owner writes in Japanese and Arabic.
let server: FolioServer;
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

/** The owner's name, hero and About in `language`, through the API. */
async function writeIn(language: string, author: string, heading: string, about: string) {
  const api = await ownerApi(server.url);
  const config = await (await api.get("/api/site-config")).json();
  expect(
    (
      await api.put("/api/site-config", { data: { ...config, site: { ...config.site, author, language } } })
    ).status(),
  ).toBe(200);
  const hero = await (await api.get("/api/sections/hero")).json();
  await api.patch("/api/sections/hero", { data: { content: { ...hero.content, mainTitle: heading } } });
  const aboutSection = await (await api.get("/api/sections/about")).json();
  await api.patch("/api/sections/about", {
    data: { content: { ...aboutSection.content, description: about } },
  });
  await api.dispose();
}

for (const [language, author, heading, about, marked] of [
  [
    "ja",
    "佐藤 花子",
    "静かな夜のためのウェブ",
    "東京で*ウェブアプリ*を作っています。読みやすさと速さを大切にしています。",
    "ウェブアプリ",
  ],
  ["ar", "ليلى حداد", "واجهات سريعة وجميلة", "أبني تطبيقات ويب *سريعة* في عمّان.", "سريعة"],
] as const) {
  test(`a ${language} owner's page draws their script with the site's own fonts, fetched from the site`, async ({
    page,
  }) => {
    await writeIn(language, author, heading, about);
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/`);
    await page.getByTestId("loader").waitFor({ state: "detached" });
    await page.evaluate(() => document.fonts.ready);
    // The script's bold face, which draws the hero's heading, is loaded from the site.
    const loaded = await page.evaluate(
      (text) =>
        document.fonts.check('700 16px "Folio Script"', text) &&
        [...document.fonts].some(
          (face) => face.family.replaceAll('"', "") === "Folio Script" && face.status === "loaded",
        ),
      heading,
    );
    expect(loaded).toBe(true);
    // No font request leaves the site.
    expect(fontRequests.every((url) => url.startsWith(`${server.url}/`))).toBe(true);
    expect(fontRequests.some((url) => url.startsWith(`${server.url}/fonts/`))).toBe(true);
    // The statement shows the About text without its marks, the marked words in the accent colour: in
    // Japanese, inside a sentence without spaces.
    const statement = page.locator("[data-words]");
    await expect(statement).toHaveText(about.replaceAll("*", ""));
    await expect(statement.locator("[data-marked]")).toHaveText([marked]);
    await statement.scrollIntoViewIfNeeded();
    await saveScreenshot(statement, {
      path: `test-results/screenshots/script-fonts-${language}-statement.png`,
    });
    await screenshots(page, `script-fonts-${language}`);
  });
}
