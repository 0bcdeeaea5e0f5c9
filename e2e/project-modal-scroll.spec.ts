import type { Page } from "@playwright/test";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { openHome } from "./public-page-helpers.ts";
import { expect, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";
import { animationsDone, nextFrames, scrollSettled } from "./support/waits.ts";

const features = Array.from({ length: 24 }, (_, index) => `Feature number ${index + 1}, described at length`);

let server: FolioServer;

test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
  const api = await ownerApi(server.url);
  await seedProjects(api, [
    { title: "Tall Details", description: "A project whose details are much taller than the window." },
    { title: "Second Project" },
  ]);
  const response = await api.get("/api/projects");
  const tall = (await response.json()).items.find((item: { title: string }) => item.title === "Tall Details");
  const patched = await api.patch(`/api/projects/${tall.id}`, { data: { features } });
  expect(patched.status(), await patched.text()).toBe(200);
});

test.afterAll(async () => {
  await server.stop();
});

const panel = (page: Page) => page.getByRole("dialog").locator("> div");
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function openTallProject(page: Page): Promise<number> {
  // The card itself in view (a click on a card cut off by the window's edge would scroll it in first).
  const card = page.getByRole("button", { name: "View details of Tall Details" });
  await card.scrollIntoViewIfNeeded();
  await scrollSettled(page);
  const before = await scrollY(page);
  await card.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const { scrollHeight, clientHeight } = await panel(page).evaluate((node) => ({
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight + 200);
  return before;
}

for (const [label, size] of Object.entries(viewports)) {
  test(`the open project scrolls itself, not the page, and closing returns to the card (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openHome(page, `${server.url}/`);
    if (label === "desktop") await expect(page.locator("html")).toHaveAttribute("data-motion", "on");
    const before = await openTallProject(page);

    // The wheel over the details moves the details.
    const box = await panel(page).boundingBox();
    if (!box) throw new Error("the details have no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => panel(page).evaluate((node) => node.scrollTop)).toBeGreaterThan(300);
    expect(await scrollY(page)).toBe(before);

    // The wheel over the dimmed page moves nothing: not as it reaches the page, nor in the frames after
    // (where a scroll it started, smooth or not, would have moved the page on).
    await page.mouse.move(4, size.height - 4);
    await page.evaluate(() => {
      const seen = new Promise((resolve) =>
        window.addEventListener("wheel", () => resolve(true), { once: true, capture: true }),
      );
      Object.assign(window, { wheeled: seen });
    });
    await page.mouse.wheel(0, 700);
    await page.evaluate(() => (window as unknown as { wheeled: Promise<boolean> }).wheeled);
    await nextFrames(page);
    await nextFrames(page);
    expect(await scrollY(page)).toBe(before);

    // Keys scroll the details too.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press("Home");
    await expect.poll(() => panel(page).evaluate((node) => node.scrollTop)).toBe(0);
    await page.keyboard.press("End");
    await expect
      .poll(() => panel(page).evaluate((node) => node.scrollHeight - node.clientHeight - node.scrollTop))
      .toBeLessThanOrEqual(1);
    expect(await scrollY(page)).toBe(before);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "View details of Tall Details" })).toBeFocused();
    // The closing transition over, and the page at rest where it is given back.
    await animationsDone(page);
    await scrollSettled(page);
    expect(await scrollY(page)).toBe(before);
  });
}
