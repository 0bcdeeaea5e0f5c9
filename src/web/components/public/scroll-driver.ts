/**
 * Ties drawings to the page's scroll position: what the page used of ScrollTrigger (a value drawn
 * from the scroll between a start and an end position, one of them smoothed), in a few hundred
 * bytes (decision 016). Positions are the page's scroll offsets in px, measured from layout
 * (offsetTop), so an element's own transform never moves its range.
 */

/** Where a drawing runs: from `start` (progress 0) to `end` (progress 1), in scroll px. */
export interface ScrollRange {
  start: number;
  end: number;
}

/** The progress at `scroll`: 0 before the range, 1 after it, linear in between. */
export function progressAt(scroll: number, { start, end }: ScrollRange): number {
  if (end <= start) return scroll >= end ? 1 : 0;
  return Math.min(1, Math.max(0, (scroll - start) / (end - start)));
}

/**
 * Where a smoothed value is `elapsed` seconds after it was at `from`, chasing `to`: an exponential
 * approach that has covered 98 % of the way after `seconds` (ScrollTrigger's numeric scrub).
 */
export function smoothedStep(from: number, to: number, elapsed: number, seconds: number): number {
  if (seconds <= 0) return to;
  const next = to + (from - to) * Math.exp((-4 * elapsed) / seconds);
  return Math.abs(next - to) < 1e-4 ? to : next;
}

/**
 * Each of `count` items' own progress when a staggered whole is at `progress`: item i runs for
 * `each` seconds from `i × stagger` (gsap's stagger), over a whole of `each + (count − 1) × stagger`.
 */
export function staggeredProgress(
  progress: number,
  index: number,
  count: number,
  each: number,
  stagger: number,
): number {
  const total = each + (count - 1) * stagger;
  // Rounded, so the ends are exactly 0 and 1 despite floating point.
  const own = Math.round(((progress * total - index * stagger) / each) * 1e6) / 1e6;
  return Math.min(1, Math.max(0, own));
}

/** The element's top in the page, ignoring transforms (which the drawings themselves set). */
export function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  return top;
}

/**
 * ScrollTrigger's start/end words for an element and the window: `edge` of the element ("top" or
 * "bottom") meets `at` of the window (a share of its height: 0 = its top, 1 = its bottom).
 */
export function whenEdgeMeets(element: HTMLElement, edge: "top" | "bottom", at: number): number {
  const top = pageTop(element);
  return (edge === "top" ? top : top + element.offsetHeight) - window.innerHeight * at;
}

export interface ScrubOptions {
  /** Seconds the drawing takes to catch up with the scroll; 0 (the default) follows it exactly. */
  smoothing?: number;
  /** Runs before the range is measured again (a pin sets its spacing). */
  relayout?: () => void;
}

interface Scrubbed extends ScrubOptions {
  draw: (progress: number) => void;
  measure: () => ScrollRange;
  range: ScrollRange;
  shown: number;
}

export interface ScrollDriver {
  /** Calls `draw` with the progress through the range `measure` gives, whenever it changes. */
  scrub(draw: (progress: number) => void, measure: () => ScrollRange, options?: ScrubOptions): void;
  /** Measures every range again (layout changed) and draws the current scroll. */
  refresh(): void;
  /** Draws the current scroll position. */
  update(): void;
  /** Stops following the scroll. */
  kill(): void;
}

export function createScrollDriver(): ScrollDriver {
  const items: Scrubbed[] = [];
  let frame = 0;
  let last = 0;

  /** One frame of the smoothed drawings; runs until each has caught up. */
  const smooth = (now: number) => {
    const elapsed = Math.min(0.1, (now - last) / 1000);
    last = now;
    let moving = false;
    for (const item of items) {
      if (!item.smoothing) continue;
      const target = progressAt(window.scrollY, item.range);
      item.shown = smoothedStep(item.shown, target, elapsed, item.smoothing);
      item.draw(item.shown);
      if (item.shown !== target) moving = true;
    }
    frame = moving ? requestAnimationFrame(smooth) : 0;
  };

  const draw = (item: Scrubbed, immediate: boolean) => {
    const target = progressAt(window.scrollY, item.range);
    if (item.smoothing && !immediate) {
      if (!frame) {
        last = performance.now();
        frame = requestAnimationFrame(smooth);
      }
      return;
    }
    if (target === item.shown) return;
    item.shown = target;
    item.draw(target);
  };

  const update = () => {
    for (const item of items) draw(item, false);
  };
  window.addEventListener("scroll", update, { passive: true });

  return {
    scrub(drawing, measure, options = {}) {
      options.relayout?.();
      const item: Scrubbed = { ...options, draw: drawing, measure, range: measure(), shown: Number.NaN };
      items.push(item);
      draw(item, true);
    },
    refresh() {
      for (const item of items) item.relayout?.();
      for (const item of items) {
        item.range = item.measure();
        item.shown = Number.NaN;
        draw(item, true);
      }
    },
    update,
    kill() {
      window.removeEventListener("scroll", update);
      cancelAnimationFrame(frame);
      items.length = 0;
    },
  };
}
