import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { type FolioServer, startFolio } from "./folio-server.ts";
import { ownerEnv } from "./owner.ts";
import { resizeTo } from "./waits.ts";

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Whether this run saves the screenshots people look at (`npm run screenshots`: the journeys with
 * FOLIO_SCREENSHOTS=1). `npm test` reads none of them, so it does not take them; a failing journey
 * keeps its screenshot and trace under test-results/playwright either way.
 */
export const takingScreenshots = process.env.FOLIO_SCREENSHOTS === "1";

/** Saves a screenshot of `target` (a page or an element) when this run takes screenshots. */
export async function saveScreenshot(
  target: Pick<Page, "screenshot"> | Pick<Locator, "screenshot">,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (takingScreenshots) await target.screenshot(options);
}

/**
 * Saves full-page screenshots of the current page at 390×844 and 1440×900 under
 * test-results/screenshots, when this run takes screenshots.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!takingScreenshots) return;
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await resizeTo(page, size);
    await page.screenshot({
      path: `test-results/screenshots/${name}-${label}-${size.width}.png`,
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Console errors and uncaught page errors seen during a test. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * `folio`: one production server per worker with its own fresh data directory and the owner account
 * (owner.ts).
 */
export const test = base.extend<{ noUncaughtErrors: undefined }, { folio: FolioServer }>({
  // An uncaught error in the page (a failed hydration is one: React reports it so) fails the journey,
  // whatever the journey itself checked.
  noUncaughtErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await use(undefined);
      if (testInfo.status === "passed") expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  folio: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startFolio(ownerEnv);
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ folio }, use) => use(folio.url),
});

export { expect } from "@playwright/test";
