import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Request } from "@playwright/test";
import { readManifest } from "#server/pages/build-manifest.ts";
import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";

test("an unknown path shows the 404 page with status 404, and Go Home returns to /", async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you are looking for does not exist or has been moved."),
  ).toBeVisible();
  await screenshots(page, "not-found");

  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#home")).toBeVisible();
  // The document's own 404 status is logged by the browser; nothing else may be.
  expect(errors.filter((error) => !/status of 404 \(Not Found\)/.test(error))).toEqual([]);
});

test("the résumé and the 404 page load no React: a few KB of script for fonts and analytics", async ({
  page,
}) => {
  const manifest = readManifest();
  const publicEntry = manifest?.["src/web/entry-client.tsx"]?.file;
  if (!publicEntry) throw new Error("no build manifest: run npm run build");
  // React's code, in whichever chunk the build put it.
  const holdsReact = (script: string) =>
    readFileSync(join("dist/client", script), "utf8").includes("react.transitional.element");
  for (const path of ["/resume", "/this/page/does-not-exist"]) {
    const scripts: Request[] = [];
    const listen = (request: Request) => {
      if (request.resourceType() === "script") scripts.push(request);
    };
    page.on("request", listen);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The tracker's loader comes last, once the browser is idle after loading.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    const paths = scripts.map((request) => new URL(request.url()).pathname);
    expect(paths.length, path).toBeGreaterThan(0);
    expect(paths, path).not.toContain(`/${publicEntry}`);
    expect(paths.filter(holdsReact), `${path} loads React`).toEqual([]);
    let served = 0;
    for (const request of scripts) {
      await request.response();
      served += (await request.sizes()).responseBodySize;
    }
    expect(served / 1024, `${path}: ${paths.join(", ")}`).toBeLessThanOrEqual(10);
  }
});
