import {
  fontsCachedKey,
  fontsEarly,
  fontsInAttribute,
  fontsLater,
  webFontLoads,
} from "#shared/page/web-fonts.ts";
import { anchorScrollInProgress } from "#web/components/public/smooth-scroll.ts";
import { publicBoot } from "./public-boot.ts";

/** A box that moves by less than this (CSS px) has not shifted: the browser's own layout-shift threshold. */
const tolerancePx = 3;

/**
 * Lets the public page's web fonts in without moving anything the visitor sees (decision 070). Under
 * the intro the boot script swaps them in (`data-fonts="cover"`, then "swapping"); when the intro
 * has gone first, it marks the page "later" again, and this takes over. The page was painted in
 * fallback faces matched to the web fonts' metrics (or, without the intro, in the web fonts if they
 * were there in time), so most lines keep their width and height when the fonts swap in; but a
 * line near the edge of its box can wrap one word sooner or later. Once the fonts have loaded, they
 * are let in a part of the page at a time (`swapPartByPart`), each part tried within one task (nothing
 * is painted in between): when a box in the window would move, it is undone and tried again after the
 * next scroll or resize settles, or done when the page is hidden. Never while a scroll to an anchor is under way: the swap could move its target,
 * measured when it began. Remembers that this browser holds the fonts, so later visits paint with
 * them from the start.
 */
export function letWebFontsIn(): void {
  const root = document.documentElement;
  if (!root.dataset.fonts || !("fonts" in document)) return;
  void Promise.all(webFontLoads.map((font) => document.fonts.load(font))).then(
    () => {
      try {
        localStorage.setItem(fontsCachedKey, "1");
      } catch {
        // Storage may be unavailable (private mode); the next visit paints in the fallback again.
      }
      whenNotUnderTheIntro(root, () => swapPartByPart(root));
    },
    // The fonts could not be fetched: the matched fallback faces stay, which is what the page looks like offline.
    () => undefined,
  );
}

/** Runs `then` once the page is marked "later" or "early"; not at all once the mark has gone. */
function whenNotUnderTheIntro(root: HTMLElement, then: () => void): void {
  const mode = () => root.dataset.fonts;
  const ours = () => mode() === fontsLater || mode() === fontsEarly;
  if (ours()) {
    then();
    return;
  }
  if (!mode()) return;
  const observer = new MutationObserver(() => {
    if (ours()) then();
    if (ours() || !mode()) observer.disconnect();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-fonts"] });
}

/**
 * Lets the fonts in a part of the page at a time (decision 127), each in a task of its own: a part
 * whose swap would move a box in the window is swapped back, and it and the rest are tried again after
 * the next scroll or resize settles, or all done at once when the page is hidden. Once every part is
 * in, the page's mark goes (checked the same way: anything no part held changes face then).
 */
function swapPartByPart(root: HTMLElement): void {
  const pending: Element[] = publicBoot()?.parts(document.getElementById("root")) ?? [];
  const mode = root.dataset.fonts;
  let timer = 0;
  const events = ["scroll", "resize"] as const;
  const unmarkParts = () => {
    for (const element of document.querySelectorAll(`[${fontsInAttribute}]`)) {
      element.removeAttribute(fontsInAttribute);
    }
  };
  const attempt = () => {
    window.clearTimeout(timer);
    if (root.dataset.fonts !== mode) return stop();
    if (document.visibilityState === "hidden") {
      // Nobody sees a hidden page, and its timers may be slowed: all at once.
      delete root.dataset.fonts;
      unmarkParts();
      return stop();
    }
    if (anchorScrollInProgress()) return;
    const part = pending[0];
    if (part) {
      const letIn = () => part.setAttribute(fontsInAttribute, "");
      if (!movesNothing(letIn, () => part.removeAttribute(fontsInAttribute))) return;
      pending.shift();
      timer = window.setTimeout(attempt, 0);
      return;
    }
    // Every part in: the page's mark goes, then the parts' (which change nothing without it).
    const lift = () => delete root.dataset.fonts;
    if (!movesNothing(lift, () => Object.assign(root.dataset, { fonts: mode }))) return;
    unmarkParts();
    stop();
  };
  const later = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(attempt, 200);
  };
  function stop() {
    for (const event of events) window.removeEventListener(event, later);
    document.removeEventListener("visibilitychange", attempt);
  }
  for (const event of events) window.addEventListener(event, later, { passive: true });
  document.addEventListener("visibilitychange", attempt);
  attempt();
}

/** Runs `change` and reports whether any box in the window moved; if one did, runs `undo`. */
function movesNothing(change: () => void, undo: () => void): boolean {
  const before = boxesInView();
  change();
  for (const [element, box] of before) {
    const now = element.getBoundingClientRect();
    if (Math.abs(now.top - box.top) >= tolerancePx || Math.abs(now.left - box.left) >= tolerancePx) {
      undo();
      return false;
    }
  }
  return true;
}

/**
 * The boxes whose top-left corner is in the window: a box reaching in from above (the page's own
 * wrapper) only moves when the browser's scroll anchoring keeps what is in view in place.
 */
function boxesInView(): Map<Element, DOMRect> {
  const boxes = new Map<Element, DOMRect>();
  for (const element of document.querySelectorAll("#root *")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.top >= 0 && box.top < window.innerHeight) boxes.set(element, box);
  }
  return boxes;
}
