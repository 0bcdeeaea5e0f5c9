import gsap from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";

/**
 * Scroll reveals that never hide content. Every `[data-reveal]` element stays visible — in the tab
 * order, find-in-page, the accessibility tree, print and full-page screenshots — until the moment it
 * actually comes up from the bottom edge of the window; only then does it fade and rise in, from
 * where it is. A trigger that fires late (its position went stale after the layout changed) finds the
 * element already well inside the window and leaves it alone, so nothing is ever held invisible.
 */

/** An element whose top is below this share of the window's height is still coming in from below. */
const enteringFrom = 0.7;

function entering(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top > window.innerHeight * enteringFrom;
}

export function revealOnScroll(root: HTMLElement): void {
  const below = gsap.utils
    .toArray<HTMLElement>("[data-reveal]", root)
    .filter((element) => element.getBoundingClientRect().top > window.innerHeight);
  ScrollTrigger.batch(below, {
    start: "top bottom",
    once: true,
    onEnter: (batch) => {
      const rising = (batch as HTMLElement[]).filter(entering);
      if (rising.length === 0) return;
      gsap.fromTo(
        rising,
        { opacity: 0, y: 48 },
        { opacity: 1, y: 0, duration: 0.9, ease: "power3.out", stagger: 0.08, overwrite: true },
      );
    },
  });
}

/**
 * Recomputes every trigger's position when the page's height changes (a gallery filter or page,
 * images and fonts arriving, a resize), a few frames after it settles.
 */
export function refreshOnLayoutChange(root: HTMLElement): () => void {
  let timer = 0;
  let height = root.offsetHeight;
  const observer = new ResizeObserver(() => {
    if (root.offsetHeight === height) return;
    height = root.offsetHeight;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => ScrollTrigger.refresh(), 120);
  });
  observer.observe(root);
  document.fonts?.ready.then(() => ScrollTrigger.refresh());
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
  };
}

/** Keyboard focus arriving inside an element still fading in shows it whole at once. */
export function revealOnFocus(root: HTMLElement): () => void {
  const onFocus = (event: FocusEvent) => {
    const revealed = (event.target as Element | null)?.closest?.("[data-reveal]");
    if (!revealed) return;
    gsap.killTweensOf(revealed);
    gsap.set(revealed, { opacity: 1, y: 0 });
  };
  root.addEventListener("focusin", onFocus);
  return () => root.removeEventListener("focusin", onFocus);
}
