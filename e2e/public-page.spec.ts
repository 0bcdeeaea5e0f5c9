import { readFileSync } from "node:fs";
import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";

/** The built files of every auth and admin screen: the public page must never download them. */
function ownerAreaChunks(): string[] {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source]) => /src\/web\/routes\/(auth|admin)\//.test(source))
    .map(([, chunk]) => chunk.file);
}

test("the public page is server-rendered, hydrates without errors and never loads the owner area", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));

  // The server HTML alone carries the sections.
  const html = await (await page.request.get("/")).text();
  for (const anchor of ["home", "about", "unique", "projects", "testimonials", "contact"]) {
    expect(html).toContain(`id="${anchor}"`);
  }

  await page.goto("/");
  await expect(page.locator("#home.hero-section")).toBeVisible();
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
  await page.waitForLoadState("networkidle");

  const chunks = ownerAreaChunks();
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(requested).not.toContain(`/${chunk}`);
  expect(errors).toEqual([]);
  await screenshots(page, "public-page");
});
