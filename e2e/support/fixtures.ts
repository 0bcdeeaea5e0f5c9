import { test as base, expect, type Page } from "@playwright/test";
import { type FolioServer, startFolio } from "./folio-server.ts";
import { ownerEnv } from "./owner.ts";

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Waits for the page to settle after a resize: a frame or two, then any CSS transition it started. */
async function settleAfterResize(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Saves full-page screenshots of the current page at 390×844 and 1440×900 under test-results/screenshots. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await settleAfterResize(page);
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

/** A file-name-safe form of a test's file and title. */
function journeyName(titlePath: string[]): string {
  return titlePath
    .join(" ")
    .replace(/\.spec\.ts/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120);
}

/**
 * `folio`: one production server per worker with its own fresh data directory and the owner account
 * (owner.ts). `journeyScreenshots`: after every passing journey, the screen it ended on at 390×844 and
 * 1440×900 under test-results/screenshots/journeys (a failing one keeps its state in the trace).
 */
export const test = base.extend<
  { journeyScreenshots: undefined; noUncaughtErrors: undefined },
  { folio: FolioServer }
>({
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
  journeyScreenshots: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== "passed" || page.isClosed() || page.url() === "about:blank") return;
      const name = journeyName(testInfo.titlePath);
      for (const size of Object.values(viewports)) {
        await page.setViewportSize(size);
        await settleAfterResize(page);
        await page.screenshot({ path: `test-results/screenshots/journeys/${name}-${size.width}.png` });
      }
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
