import type { Page } from "@playwright/test";
import { serverErrorPage, textsOf } from "#server/pages/error-page.ts";
import { ownerTextSets } from "./fixtures/owner-text-corpus.ts";
import { applyOwnerTexts } from "./owner-text-helpers.ts";
import { ownerApi } from "./projects-helpers.ts";
import { followApiRequests } from "./support/api-settled.ts";
import { expect, test } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { resizeTo } from "./support/waits.ts";

const widths = [320, 390, 768, 1440, 2560] as const;
const otherPublicRoutes = ["/no-such-page", "/login", "/forgot-password", "/reset-password"];
const adminWidths = [320, 390, 1440, 2560] as const;
const adminTabs = ["overview", "content", "projects", "writing", "messages", "site-config"];

/**
 * Text that escapes its box: any element with its own text (outside decorative, aria-hidden parts and
 * the deliberately wide marquee and slide tracks, or inside a row that scrolls sideways) that reaches past the viewport's edges, or that its
 * box cuts off without an ellipsis. `overflow-x: clip` on the page would hide such text from the
 * scroll-width check alone, so this looks at the text itself.
 */
function escapedText(page: Page, root = "body"): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const found: string[] = [];
    const inScroller = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (
          /auto|scroll/.test(getComputedStyle(parent).overflowX) &&
          parent.scrollWidth > parent.clientWidth &&
          parent.scrollHeight <= parent.clientHeight + 1
        )
          return true;
      return false;
    };
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(`${rootSelector} *`))) {
      if (element.closest("[aria-hidden='true'], [data-marquee-row], [data-slide-track], .visually-hidden"))
        continue;
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const box = element.getBoundingClientRect();
      if (!ownText || box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const cut =
        element.scrollWidth > element.clientWidth + 1 &&
        style.overflowX !== "visible" &&
        style.textOverflow !== "ellipsis";
      const escapes = box.right > window.innerWidth + 1 || box.left < -1 || cut;
      if (escapes && !inScroller(element))
        found.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)}${cut ? " (cut)" : ""}`,
        );
    }
    return found;
  }, root);
}

/**
 * Words (runs of letters and digits) of the display headings sized to the owner's widest word (the hero's
 * and the Services heading's) that a line break split in two.
 * Emoji may wrap between one another, as the line-breaking rules allow, like ideographs.
 */
function splitHeroWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const line of Array.from(document.querySelectorAll("#home-title > span, #unique-title > span"))) {
      const text = line.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const value = text.textContent ?? "";
      for (const match of value.matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

/** How many lines each gallery card's title takes (they clamp at three, with an ellipsis). */
function cardTitleLines(page: Page): Promise<number[]> {
  return page.locator("[data-testid=project-card] h3").evaluateAll((titles) =>
    titles.map((title) => {
      const style = getComputedStyle(title);
      return Math.round(title.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
    }),
  );
}

async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/** The page's width at `width` px, and the texts that escape their boxes there, in one message each. */
async function expectFits(page: Page, where: string, width: number): Promise<void> {
  expect(await pageWidth(page), where).toEqual({ scrollWidth: width, innerWidth: width });
  expect(await escapedText(page), where).toEqual([]);
}

// Each set starts a server of its own, so the sets can run on both workers at once.
test.describe.configure({ mode: "parallel" });

for (const set of ownerTextSets) {
  test(`no page scrolls sideways or cuts text with ${set.label}, 320–2560 px`, async ({ page }) => {
    test.setTimeout(240_000);
    const server = await startFolio(ownerEnv);
    try {
      const api = await ownerApi(server.url);
      const postPage = await applyOwnerTexts(api, set);
      // The public page is loaded afresh at each width: its script picks layouts and sizes type as it
      // starts (the intro plays on the first visit only).
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/`);
        await page.evaluate(() => document.fonts.ready);
        await expectFits(page, `/ at ${width}px`, width);
        await page.getByTestId("loader").waitFor({ state: "detached" });
        // The hero's type scales down until the owner's widest word fits its line.
        await expect(page.locator("#home-title > span")).toHaveCount(2);
        if (set.wordsFit) expect(await splitHeroWords(page), `hero and Services at ${width}px`).toEqual([]);
        const titleLines = await cardTitleLines(page);
        expect(Math.max(...titleLines), `card titles at ${width}px`).toBeLessThanOrEqual(3);
        // The details of the first project, with the same texts.
        await page.getByTestId("project-card").first().getByRole("button").click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await escapedText(page, "[role=dialog]"), `project details at ${width}px`).toEqual([]);
      }
      // The other pages are laid out by CSS alone: each is loaded once and taken through the widths.
      for (const route of [...otherPublicRoutes, "/writing", postPage]) {
        await page.setViewportSize({ width: widths[0], height: 900 });
        await page.goto(`${server.url}${route}`);
        await page.evaluate(() => document.fonts.ready);
        for (const width of widths) {
          await resizeTo(page, { width, height: 900 });
          await expectFits(page, `${route} at ${width}px`, width);
        }
      }
      // The error page (a page the server could not make) is self-contained: the server's own function
      // makes it from the owner's texts, read back through the API.
      const config = await (await api.get("/api/site-config")).json();
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.setContent(serverErrorPage(textsOf(config)));
      for (const width of widths) {
        await resizeTo(page, { width, height: 900 });
        await expectFits(page, `the error page at ${width}px`, width);
      }
      // Each dashboard tab is loaded once and taken through the widths (its sidebar and tables follow
      // the width as it changes).
      await signIn(page, server.url);
      const apiRequests = followApiRequests(page);
      for (const tab of adminTabs) {
        await page.setViewportSize({ width: adminWidths[0], height: 900 });
        await page.goto(`${server.url}/admin-dashboard?tab=${tab}`);
        await expect(page.locator(`main[data-active-tab="${tab}"]`)).toBeVisible();
        await apiRequests.settled();
        for (const width of adminWidths) {
          await resizeTo(page, { width, height: 900 });
          expect(await pageWidth(page), `admin ${tab} at ${width}px`).toEqual({
            scrollWidth: width,
            innerWidth: width,
          });
        }
      }
    } finally {
      await server.stop();
    }
  });
}
