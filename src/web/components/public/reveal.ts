/**
 * Scroll reveals that never hide content. Every `[data-reveal]` element stays visible — in the tab
 * order, find-in-page, the accessibility tree, print and full-page screenshots — until the moment it
 * actually comes up from the bottom edge of the window; only then does it fade and rise in, from
 * where it is. A trigger that fires late (its position went stale after the layout changed) finds the
 * element already well inside the window and leaves it alone, so nothing is ever held invisible.
 */

/** An element whose top is below this share of the window's height is still coming in from below. */
const enteringFrom = 0.7;

/** The rise: from 48 px lower and transparent to where it is, as the design's power3.out curve. */
const riseIn: Keyframe[] = [
  { opacity: 0, transform: "translateY(48px)" },
  { opacity: 1, transform: "none" },
];
const power3Out = "cubic-bezier(0.165, 0.84, 0.44, 1)";

function entering(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top > window.innerHeight * enteringFrom;
}

/**
 * Watches the elements below the window at setup; each one that comes up from the bottom edge rises
 * in once, with those entering in the same frame staggered (ScrollTrigger.batch's behaviour).
 * Returns a function that stops watching.
 */
export function revealOnScroll(root: HTMLElement): () => void {
  const below = [...root.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
    (element) => element.getBoundingClientRect().top > window.innerHeight,
  );
  const observer = new IntersectionObserver((entries) => {
    const entered = entries
      .filter((entry) => entry.isIntersecting)
      .map((entry) => entry.target as HTMLElement);
    for (const element of entered) observer.unobserve(element);
    entered.filter(entering).forEach((element, index) => {
      element.animate(riseIn, { duration: 900, delay: index * 80, easing: power3Out, fill: "backwards" });
    });
  });
  for (const element of below) observer.observe(element);
  return () => {
    observer.disconnect();
    for (const element of below) for (const animation of element.getAnimations()) animation.cancel();
  };
}

/**
 * Calls `refresh` (every scroll range measured again) when the page's height changes (a gallery
 * filter or page, images and fonts arriving, a resize), a few frames after it settles.
 */
export function refreshOnLayoutChange(root: HTMLElement, refresh: () => void): () => void {
  let timer = 0;
  let height = root.offsetHeight;
  const observer = new ResizeObserver(() => {
    if (root.offsetHeight === height) return;
    height = root.offsetHeight;
    window.clearTimeout(timer);
    timer = window.setTimeout(refresh, 120);
  });
  observer.observe(root);
  document.fonts?.ready.then(refresh);
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
    for (const animation of revealed.getAnimations()) animation.finish();
  };
  root.addEventListener("focusin", onFocus);
  return () => root.removeEventListener("focusin", onFocus);
}
