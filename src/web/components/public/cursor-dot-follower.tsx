import { useEffect, useRef } from "react";
import styles from "./cursor-dot.module.css";

/** The dot itself: follows the pointer with a soft lag and hides over interactive elements. */
export function CursorDotFollower() {
  const dotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dot = dotRef.current;
    if (!dot) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const target = { x: -100, y: -100 };
    const position = { x: -100, y: -100 };
    let frame = 0;
    const render = () => {
      position.x += (target.x - position.x) * (still ? 1 : 0.2);
      position.y += (target.y - position.y) * (still ? 1 : 0.2);
      dot.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
      if (Math.abs(target.x - position.x) > 0.1 || Math.abs(target.y - position.y) > 0.1)
        frame = requestAnimationFrame(render);
      else frame = 0;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      target.x = event.clientX;
      target.y = event.clientY;
      dot.dataset.visible = "true";
      const interactive = (event.target as Element | null)?.closest?.(
        "a, button, input, textarea, select, label, summary, [role=button], [tabindex]:not([tabindex='-1'])",
      );
      dot.dataset.hover = interactive ? "true" : "false";
      if (!frame) frame = requestAnimationFrame(render);
    };
    const onLeave = () => {
      dot.dataset.visible = "false";
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", onLeave);
    };
  }, []);

  return <div ref={dotRef} className={styles.dot} aria-hidden="true" data-testid="cursor-dot" />;
}
