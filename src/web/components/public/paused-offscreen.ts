/**
 * A ref callback that marks its element `data-offscreen` while no part of it is in the window, so that
 * its endless CSS animations (the marquee, the availability pulse) pause there: the browser goes on
 * drawing a running animation's frames where nobody sees them, a tenth of a CPU core each where it draws
 * in software.
 */
export function pausedOffscreen(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof IntersectionObserver === "undefined") return undefined;
  const observer = new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) delete element.dataset.offscreen;
    else element.dataset.offscreen = "";
  });
  observer.observe(element);
  return () => observer.disconnect();
}
