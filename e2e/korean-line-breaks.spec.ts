import type { Locator } from "@playwright/test";
import { defaultExperienceContent } from "#shared/sections/defaults.ts";
import { ownerApi } from "./projects-helpers.ts";
import { expect, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Korean is written with spaces between words and breaks only there (issue 39, point 3): a word is
// never cut in two at a line's end, and a word too long for the line still wraps instead of overflowing.
let server: FolioServer;
const sentence =
  "사용자 경험을 최우선으로 생각하며 빠르고 접근성 높은 웹 애플리케이션을 설계하고 개발했습니다 그리고 팀과 함께 성장했습니다";
const unbroken = "초장문단어".repeat(12);

test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
  const api = await ownerApi(server.url);
  const config = await (await api.get("/api/site-config")).json();
  const saved = await api.put("/api/site-config", {
    data: { ...config, site: { ...config.site, language: "ko", author: "김지우" } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const [first, second] = defaultExperienceContent.experiences;
  const patched = await api.patch("/api/sections/experience", {
    data: {
      content: {
        ...defaultExperienceContent,
        experiences: [
          { ...first, description: sentence },
          { ...second, description: unbroken },
        ],
      },
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await api.dispose();
});
test.afterAll(async () => server.stop());

/** The Hangul words of the element's text that a line break cut in two. */
function cutWords(element: Locator): Promise<string[]> {
  return element.evaluate((paragraph) => {
    const text = paragraph.firstChild as Text;
    const cut: string[] = [];
    for (const match of (text.textContent ?? "").matchAll(/\p{Script=Hangul}+/gu)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1)
        cut.push(match[0]);
    }
    return cut;
  });
}

for (const width of [320, 390, 1440]) {
  test(`at ${width} px Korean lines break between words, and an unbroken word still fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    const descriptions = page.locator("#experience ol > li p:last-of-type");
    await expect(descriptions.first()).toHaveText(sentence);
    expect(await cutWords(descriptions.first()), "words cut at a line's end on /").toEqual([]);
    const long = descriptions.nth(1);
    await expect(long).toHaveText(unbroken);
    const fits = await long.evaluate((paragraph) => paragraph.scrollWidth <= paragraph.clientWidth + 1);
    expect(fits, "the unbroken word wraps inside its box").toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

    // The web résumé breaks the same way.
    await page.goto(`${server.url}/resume`);
    const role = page.locator(".entry p", { hasText: sentence }).first();
    expect(await cutWords(role), "words cut at a line's end on /resume").toEqual([]);
  });
}

test("the owner area draws the owner's Korean with the site's Korean font", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  const koreanFont = page.waitForResponse((response) => /\/fonts\/noto-sans-kr@/.test(response.url()));
  await page.goto(`${server.url}/admin-dashboard?tab=content`);
  await page
    .locator("article")
    .filter({ hasText: "Experience" })
    .getByRole("button", { name: "Edit" })
    .click();
  await expect(page.getByRole("dialog").getByLabel("Description").first()).toHaveValue(sentence);
  expect((await koreanFont).status()).toBe(200);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Folio Script"', "사용자"))).toBe(true);
});
