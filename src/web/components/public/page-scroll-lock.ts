/**
 * Holds the page still behind a modal: neither the wheel, touch, keys nor smooth scrolling move it
 * while the lock is held, and releasing it puts the visitor back exactly where they were. The motion
 * layer registers its smooth scroller here while it runs, so the lock can pause and resume it too.
 */

interface SmoothScrolling {
  stop(): void;
  start(): void;
  /** Moves the smooth scroller's own position to `top` at once (it keeps one besides the window's). */
  jumpTo(top: number): void;
}

let smooth: SmoothScrolling | null = null;

export function registerSmoothScrolling(scrolling: SmoothScrolling | null): void {
  smooth = scrolling;
}

/** Locks the page's scroll position; returns the function that releases it. */
export function lockPageScroll(): () => void {
  const top = window.scrollY;
  const root = document.documentElement;
  const body = document.body;
  // The scrollbar disappears with the overflow; padding in its place keeps the page from shifting.
  const scrollbar = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, paddingRight: body.style.paddingRight };
  smooth?.stop();
  root.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
    window.scrollTo({ top, behavior: "instant" });
    smooth?.start();
    smooth?.jumpTo(top);
  };
}
