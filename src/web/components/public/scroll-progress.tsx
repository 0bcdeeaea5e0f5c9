import { useEffect, useRef, useState } from "react";
import { animationBreakpoint } from "./motion-queries.ts";
import styles from "./scroll-progress.module.css";

/**
 * The decorative extra element: a thin accent line showing how far the page is read.
 * Decided once, at first render in the browser: only when the window is wider than 550 px.
 */
export function ScrollProgress() {
  const [enabled, setEnabled] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setEnabled(window.innerWidth > animationBreakpoint);
  }, []);

  useEffect(() => {
    const bar = barRef.current;
    if (!enabled || !bar) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      bar.style.transform = `scaleX(${max > 0 ? Math.min(1, window.scrollY / max) : 0})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [enabled]);

  if (!enabled) return null;
  return <div ref={barRef} className={styles.bar} aria-hidden="true" data-testid="scroll-progress" />;
}
