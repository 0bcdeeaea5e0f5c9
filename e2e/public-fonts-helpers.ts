import type { Page } from "@playwright/test";
import { webFontLoads } from "#shared/page/web-fonts.ts";

/**
 * Records every layout shift, every largest-contentful-paint candidate and each value `<html
 * data-fonts>` takes, from before the page's first byte.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    const paints: number[] = [];
    const modes: (string | null)[] = [];
    // Each part of the page let into the web fonts on its own (decision 127), in order.
    const partsIn: string[] = [];
    const noteShifts = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const moved = (shift.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          const name =
            node?.nodeType === 1
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.className).slice(0, 40)}`
              : (node?.nodeName ?? "?");
          const { previousRect: was, currentRect: now } = source;
          return `${name} ${Math.round(was.x)},${Math.round(was.y)} ${Math.round(was.width)}×${Math.round(was.height)} → ${Math.round(now.x)},${Math.round(now.y)} ${Math.round(now.width)}×${Math.round(now.height)}`;
        });
        shifts.push({ value: shift.value, at: entry.startTime, moved });
      }
    };
    const shiftObserver = new PerformanceObserver((list) => noteShifts(list.getEntries()));
    shiftObserver.observe({ type: "layout-shift", buffered: true });
    // The shifts of the frames drawn so far that the browser has not yet handed to the observer (it
    // does so in a task of its own, after the frame).
    const takeShifts = () => noteShifts(shiftObserver.takeRecords());
    Object.assign(window, { shifts, paints, modes, partsIn, takeShifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new MutationObserver((records) => {
      const mode = document.documentElement.getAttribute("data-fonts");
      if (modes.at(-1) !== mode) modes.push(mode);
      for (const record of records) {
        const part = record.target as Element;
        if (record.attributeName === "data-fonts-in" && part.hasAttribute("data-fonts-in"))
          partsIn.push(`${part.tagName.toLowerCase()} ${(part.textContent ?? "").length}`);
      }
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ["data-fonts", "data-fonts-in"],
    });
  });
}

/** The parts the fonts were let into, one at a time (tag and length of text), and how many still hold the mark. */
export function fontParts(page: Page): Promise<{ parts: string[]; marked: number }> {
  return page.evaluate(() => ({
    parts: (window as unknown as { partsIn: string[] }).partsIn,
    marked: document.querySelectorAll("[data-fonts-in]").length,
  }));
}

export function fontModes(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => (window as unknown as { modes: (string | null)[] }).modes);
}

/**
 * The layout shifts since `since` (ms), each with what moved from where to where; none is `[]`. Every
 * frame drawn before the call counts, its shifts handed to the observer or not.
 */
export function shiftsSince(
  page: Page,
  since: number,
): Promise<{ value: number; at: number; moved: string[] }[]> {
  return page.evaluate((from) => {
    const recorded = window as unknown as {
      shifts: { value: number; at: number; moved: string[] }[];
      takeShifts: () => void;
    };
    recorded.takeShifts();
    return recorded.shifts.filter((shift) => shift.at >= from);
  }, since);
}

/**
 * Waits until the page has let the web fonts in as far as it may for now: both have loaded, and its
 * swap a part at a time (a task per part, decision 127) has stopped, all of them in or one held back
 * because it would move something in the window (tried again after the next scroll): no part let in
 * over two frames. Then a frame is drawn with what was let in.
 */
export async function fontSwapSettled(page: Page): Promise<void> {
  await page.evaluate(async (fonts) => {
    // After the page's own wait for the same fonts, which starts the swap as it ends.
    await Promise.all(fonts.map((font) => document.fonts.load(font)));
    const partsIn = (window as unknown as { partsIn: string[] }).partsIn;
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let seen = -1;
    while (partsIn.length !== seen) {
      seen = partsIn.length;
      await frames();
    }
  }, webFontLoads);
}

/** Holds every web font back by `ms`, as a slow network would. */
export async function slowFonts(page: Page, ms: number): Promise<void> {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** The faces the browser really drew an element's text with (Chromium's own record, not the CSS). */
export async function renderedFaces(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const faces = new Set<string>();
  const walk = async (id: number) => {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: id });
    for (const font of fonts) faces.add(font.familyName);
    const { node } = await cdp.send("DOM.describeNode", { nodeId: id, depth: 1 });
    await cdp.send("DOM.requestChildNodes", { nodeId: id });
    for (const child of node.children ?? []) {
      const { nodeIds } = await cdp.send("DOM.pushNodesByBackendIdsToFrontend", {
        backendNodeIds: [child.backendNodeId],
      });
      if (nodeIds[0]) await walk(nodeIds[0]);
    }
  };
  await walk(nodeId);
  await cdp.detach();
  return [...faces].sort();
}

/** The latin faces `document.fonts` holds as loaded. */
export function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => `${face.family.replace(/"/g, "")} ${face.weight}`)
      .sort(),
  );
}

/** When the first contentful and the largest contentful paints happened, and when each script and font was asked for and came (ms). */
export function requestTimes(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    lcp: (window as unknown as { paints: number[] }).paints,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /\.(js|woff2)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
        by: (entry as PerformanceResourceTiming).initiatorType,
      })),
  }));
}
