import { ownerApi } from "./projects-helpers.ts";
import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";

/** When the intro's last animation ends, in ms after it started (its hold plus its slide away). */
function introEndsAt(page: import("@playwright/test").Page): Promise<number> {
  return page
    .getByTestId("loader")
    .evaluate((loader) =>
      Math.max(
        ...loader
          .getAnimations()
          .map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0)),
      ),
    );
}

test("the intro plays once per browser session, within its configured duration, under an enforced CSP", async ({
  browser,
}) => {
  const server = await startFolio(ownerEnv);
  try {
    const api = await ownerApi(server.url);
    const config = await (await api.get("/api/site-config")).json();
    const saved = await api.put("/api/site-config", {
      data: {
        ...config,
        layout: { ...config.layout, loaderDuration: 2000 },
        security: { ...config.security, enableCSP: true },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Read as soon as the HTML arrives: on a busy machine, waiting for the load event can outlast the intro.
    const response = await page.goto(`${server.url}/`, { waitUntil: "commit" });
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    // First visit of the session: the intro shows, and everything of it is over by 2000 ms.
    await expect(page.getByTestId("loader")).toBeVisible();
    expect(await introEndsAt(page)).toBeLessThanOrEqual(2000);
    await page.getByTestId("loader").waitFor({ state: "detached", timeout: 2500 });

    // A reload and a return in the same session: no intro, not even for a frame.
    for (const path of ["/", "/#contact"]) {
      await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
      await page.waitForSelector("#home", { state: "attached" });
      await expect(page.locator("html")).toHaveAttribute("data-intro", "seen");
      await expect(page.getByTestId("loader")).toBeHidden();
    }
    expect(errors).toEqual([]);
    await context.close();

    // A new browser session plays it again.
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const freshPage = await fresh.newPage();
    await freshPage.goto(`${server.url}/`);
    await expect(freshPage.getByTestId("loader")).toBeVisible();
    await fresh.close();
  } finally {
    await server.stop();
  }
});

test("prefers-reduced-motion skips the intro on the first visit", async ({ browser, folio }) => {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${folio.url}/`, { waitUntil: "commit" });
  await page.waitForSelector("#home", { state: "attached" });
  await expect(page.getByTestId("loader")).toBeHidden();
  await page.getByTestId("loader").waitFor({ state: "detached" });
  await context.close();
});
