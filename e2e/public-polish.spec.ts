import type { Page } from "@playwright/test";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { openHome, scrollThrough, test } from "./public-page-helpers.ts";
import { expect } from "./support/fixtures.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";
import { animationsDone, scrollSettled } from "./support/waits.ts";

/** Points across each marquee ribbon, at both edges of the window, that the ribbon does not cover. */
function uncoveredRibbonEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const angleOf = (element: Element) => {
      const transform = getComputedStyle(element).transform;
      if (transform === "none") return 0;
      const [a = 1, b = 0] = transform
        .replace(/^matrix\(|\)$/g, "")
        .split(",")
        .map(Number);
      return Math.atan2(b, a);
    };
    const misses: string[] = [];
    for (const row of document.querySelectorAll("[data-marquee-row]")) {
      const marquee = row.parentElement as Element;
      const angle = angleOf(row) + angleOf(marquee);
      const box = row.getBoundingClientRect();
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const thickness = (row as HTMLElement).offsetHeight;
      for (const x of [1, window.innerWidth - 2]) {
        for (const across of [-0.4, 0, 0.4]) {
          const y = centre.y + (x - centre.x) * Math.tan(angle) + across * thickness;
          const hit = document.elementFromPoint(x, y);
          // Covered by this ribbon, or by the other where the two cross.
          if (!hit?.closest("[data-marquee-row]"))
            misses.push(
              `${row.getAttribute("data-marquee-row")} x=${x} y=${Math.round(y)}: ${hit?.tagName} ${hit?.className}`,
            );
        }
      }
    }
    return misses;
  });
}

test.describe("the public page's finish", () => {
  test("the tilted marquee ribbons run past both edges at every width", async ({ page }) => {
    for (const width of [320, 390, 1024, 1440, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      await page.getByTestId("marquee").scrollIntoViewIfNeeded();
      await page.getByTestId("marquee").evaluate((node) => node.scrollIntoView({ block: "center" }));
      // The ribbons drawn where the scroll ends, nothing around them still rising in.
      await scrollSettled(page);
      await animationsDone(page);
      expect(await uncoveredRibbonEdges(page), `at ${width} px`).toEqual([]);
    }
  });

  test("a page at rest asks for no frames of its own, and what runs out of view pauses", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    await expect(page.locator("html[data-motion=on]")).toBeAttached();
    // A wheel turn glides (Lenis, frame by frame), then the page rests: no animation frame asked for.
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await scrollSettled(page);
    const framesAskedInOneSecond = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const original = window.requestAnimationFrame;
            let asked = 0;
            window.requestAnimationFrame = (callback) => {
              asked += 1;
              return original.call(window, callback);
            };
            setTimeout(() => {
              window.requestAnimationFrame = original;
              resolve(asked);
            }, 1000);
          }),
      );
    // Lenis's glide ends in sub-pixel steps, after the scroll position already looks settled.
    await expect.poll(framesAskedInOneSecond, { timeout: 8000 }).toBe(0);
    // The marquee's ribbons and the availability pulse run only while some of them is in view.
    const states = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => /marquee|pulse/.test((animation as CSSAnimation).animationName))
          .map((animation) => {
            // CSS modules name a keyframes rule `_marquee_hash_line`.
            const name = (animation as CSSAnimation).animationName.replace(/^_?([a-z]+).*$/, "$1");
            return `${name} ${animation.playState}`;
          })
          .sort(),
      );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(states).toEqual(["marquee paused", "marquee paused", "pulse running"]);
    await page.getByTestId("marquee").evaluate((node) => node.scrollIntoView({ block: "center" }));
    await expect.poll(states).toEqual(["marquee running", "marquee running", "pulse paused"]);
  });

  test("'How I work' highlights the words the owner marked, not every sixth word", async ({ page }) => {
    await openHome(page);
    const statement = page.locator("[data-words]");
    await expect(statement.locator("[data-marked]")).toHaveText([
      "clean",
      "code",
      "React",
      "Node.js",
      "MongoDB",
      "effortless.",
    ]);
    await expect(statement).not.toContainText("*");
    const colours = await statement.evaluate((node) => {
      const colourOf = (text: string) =>
        getComputedStyle(
          [...node.querySelectorAll("[data-word]")].find(
            (word) => word.textContent?.trim() === text,
          ) as Element,
        ).color;
      return { marked: colourOf("React"), on: colourOf("on"), the: colourOf("the") };
    });
    expect(colours.on).toBe(colours.the);
    expect(colours.marked).not.toBe(colours.on);
  });

  test("an incomplete last gallery row is centred, in three columns and in two", async ({ page }) => {
    const orphanOffset = () =>
      page.locator('#projects [data-compact="gallery-grid"]').evaluate((grid) => {
        const box = grid.getBoundingClientRect();
        const cards = [...grid.children].map((card) => card.getBoundingClientRect());
        const last = cards[cards.length - 1] as DOMRect;
        const lastRow = cards.filter((card) => Math.abs(card.top - last.top) < 1);
        const rowCentre =
          (Math.min(...lastRow.map((c) => c.left)) + Math.max(...lastRow.map((c) => c.right))) / 2;
        return { inLastRow: lastRow.length, centred: Math.abs(rowCentre - (box.left + box.width / 2)) <= 1 };
      });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    // Four sample projects in three columns: the fourth alone, centred.
    expect(await orphanOffset()).toEqual({ inLastRow: 1, centred: true });

    // Five projects: two left over in three columns, one in two columns.
    const server = await startFolio(ownerEnv);
    try {
      const api = await ownerApi(server.url);
      await seedProjects(
        api,
        ["One", "Two", "Three", "Four", "Five"].map((title) => ({ title })),
      );
      await api.dispose();
      await openHome(page, server.url);
      await expect(page.getByTestId("project-card")).toHaveCount(5);
      expect(await orphanOffset()).toEqual({ inLastRow: 2, centred: true });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await orphanOffset()).toEqual({ inLastRow: 1, centred: true });
    } finally {
      await server.stop();
    }
  });

  test("the cursor dot is a crisp dot that steps aside over cards and buttons", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    const dot = page.getByTestId("cursor-dot");
    const heading = page.locator("#projects h2");
    await heading.scrollIntoViewIfNeeded();
    const box = await heading.boundingBox();
    if (!box) throw new Error("no projects heading");
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await expect(dot).toHaveCSS("opacity", "1");
    await expect(dot).toHaveCSS("mix-blend-mode", "normal");
    await page.getByTestId("project-card").first().hover();
    await expect(dot).toHaveCSS("opacity", "0");
    await page.getByRole("link", { name: "Resume" }).hover();
    await expect(dot).toHaveCSS("opacity", "0");
  });

  test("'PROJECTS I WORKED ON 24-25' is set like the other section headings", async ({ page }) => {
    await openHome(page);
    const typeOf = (selector: string) =>
      page.locator(selector).evaluate((node) => {
        const style = getComputedStyle(node);
        return [
          style.fontFamily,
          style.fontWeight,
          style.fontStretch,
          style.letterSpacing.endsWith("px") ? "" : style.letterSpacing,
        ].join(" | ");
      });
    const ratio = (selector: string) =>
      page.locator(selector).evaluate((node) => {
        const style = getComputedStyle(node);
        return Number.parseFloat(style.letterSpacing) / Number.parseFloat(style.fontSize);
      });
    expect(await typeOf("#projects-heading")).toBe(await typeOf("#testimonials-title"));
    expect(await typeOf("#projects-heading")).toBe(await typeOf("#contact-title"));
    expect(await ratio("#projects-heading")).toBeCloseTo(await ratio("#testimonials-title"), 3);
  });

  test("the spec's words read as written, not capitalised by CSS", async ({ page }) => {
    // The intro is read as soon as the HTML is parsed, in the page itself: on a busy machine the
    // 2-second intro can have played and gone before a step of this test gets to it.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        const loader = document.querySelector<HTMLElement>("[data-testid=loader]");
        // innerText applies text-transform: it is what the visitor reads.
        Object.assign(window, { introText: loader?.innerText.replace(/\s+/g, " ").trim() });
      }),
    );
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const intro = await page.evaluate(() => (window as unknown as { introText?: string }).introText);
    expect(intro).toBe("Developed Portfolio @2025");
    await openHome(page);
    const shown = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((node) => (node as HTMLElement).innerText.trim());
    expect(await shown(page.getByRole("link", { name: "Resume" }))).toBe("Resume");
    expect(await shown(page.getByRole("button", { name: "Menu", exact: true }))).toBe("Menu");
    await scrollThrough(page);
    expect(await shown(page.locator("footer p").first())).toBe("Thanks for Coming");
    expect(await shown(page.locator("footer").getByText("© 2024-2025"))).toContain("2024-2025");
    // No sample-data notice for visitors on a fresh site.
    await expect(page.getByText("Using sample data")).toHaveCount(0);
  });
});
