import { useEffect, useState } from "react";

/** The in-page scroll-spy's default throttle. */
export const scrollSpyThrottleMs = 66;

/**
 * The id of the anchor currently in view (the last one whose top passed 40% of the viewport),
 * recomputed at most every `throttleMs` while scrolling.
 */
export function useScrollSpy(ids: readonly string[], throttleMs = scrollSpyThrottleMs): string {
  const [active, setActive] = useState(ids[0] ?? "");
  const key = ids.join(",");

  useEffect(() => {
    const anchors = key.split(",");
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      last = Date.now();
      timer = undefined;
      const line = window.innerHeight * 0.4;
      let current = anchors[0] ?? "";
      for (const id of anchors) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (timer) return;
      const wait = Math.max(0, throttleMs - (Date.now() - last));
      timer = setTimeout(measure, wait);
    };
    // The first measurement waits for a frame: reading layout right after hydration would force it.
    const first = requestAnimationFrame(measure);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(first);
      if (timer) clearTimeout(timer);
    };
  }, [key, throttleMs]);

  return active;
}
