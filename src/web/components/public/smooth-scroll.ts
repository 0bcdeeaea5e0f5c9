/**
 * In-page scrolling for the menu links (1500 ms). While the motion layer runs, Lenis does the
 * scrolling; otherwise an eased window scroll, or an instant jump under prefers-reduced-motion.
 */

export const menuScrollDurationMs = 1500;

type SmoothScroller = (target: HTMLElement, durationMs: number, onDone: () => void) => void;

let smoothScroller: SmoothScroller | null = null;

/** The motion layer registers Lenis here while it runs (null when it stops). */
export function registerSmoothScroller(scroller: SmoothScroller | null): void {
  smoothScroller = scroller;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function nativeScroll(target: HTMLElement, durationMs: number, onDone: () => void): void {
  const start = window.scrollY;
  const end = Math.max(0, start + target.getBoundingClientRect().top);
  if (prefersReducedMotion() || durationMs <= 0 || Math.abs(end - start) < 2) {
    window.scrollTo({ top: end, behavior: "instant" });
    onDone();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    window.scrollTo({ top: start + (end - start) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) requestAnimationFrame(step);
    else onDone();
  };
  requestAnimationFrame(step);
}

let anchorScrolls = 0;

/** Whether a scroll to an anchor is under way (its target was measured when it began). */
export function anchorScrollInProgress(): boolean {
  return anchorScrolls > 0;
}

/** Scrolls to `#id`, then moves keyboard focus there without another jump. */
export function scrollToAnchor(id: string, { updateHash = false } = {}): void {
  const target = document.getElementById(id);
  if (!target) return;
  anchorScrolls++;
  const done = () => {
    anchorScrolls = Math.max(0, anchorScrolls - 1);
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    if (updateHash) history.replaceState(null, "", `#${id}`);
  };
  (smoothScroller ?? nativeScroll)(target, menuScrollDurationMs, done);
}
