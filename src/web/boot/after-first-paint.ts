/**
 * Calls `start` in a task of its own once the first contentful paint has happened (the next frame where
 * paint timing is not reported), and after three seconds at the latest (a hidden tab never paints).
 * Shared by the boot scripts, each compiled with it into one classic script.
 */
export function afterFirstPaint(start: () => void): void {
  const painted = () => setTimeout(start, 0);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        painted();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(painted);
  }
  setTimeout(start, 3000);
}
