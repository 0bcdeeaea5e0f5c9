import { type RefObject, useEffect } from "react";
import { motionQuery, scrollAnimationBreakpoint } from "./motion-queries.ts";

/**
 * Loads the motion layer (Lenis and our scroll driver) after the page has painted and the browser is
 * idle, and only when some of it can run: animations enabled in the configuration, a window wider
 * than 500 px (the specification's scroll animations; the rest waits for 550 px), no prefers-reduced-motion.
 * The first paint never waits for it.
 */
export function useMotion(rootRef: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return;
    const query = window.matchMedia(motionQuery(scrollAnimationBreakpoint));
    let stop: (() => void) | undefined;
    let cancelled = false;
    let idle = 0;

    const load = () => {
      if (stop || cancelled || !query.matches) return;
      import("./motion.ts").then(
        ({ startMotion }) => {
          if (!cancelled && !stop) stop = startMotion(root);
        },
        // Its file could not load (the server restarting, a new build): the page is whole without it.
        () => undefined,
      );
    };
    const schedule = () => {
      const run = () => {
        idle = 0;
        load();
      };
      idle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(run, { timeout: 2500 })
          : Number(globalThis.setTimeout(run, 1200));
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    query.addEventListener("change", load);
    return () => {
      cancelled = true;
      window.removeEventListener("load", schedule);
      query.removeEventListener("change", load);
      if (idle && typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      stop?.();
    };
  }, [rootRef, enabled]);
}
