import { useEffect, useRef } from "react";
import styles from "./star-field.module.css";

/** Draws one layer of stars; the twinkle and drift are CSS animations of the layer (compositor only). */
function drawStars(canvas: HTMLCanvasElement, density: number, bright: boolean): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  // The faint layer's dots are drawn at one canvas pixel per CSS pixel (soft, as faint stars are); the
  // bright layer's at the screen's density (at most 2). A canvas this tall at full density on both
  // layers cost the phone's main thread about 40 ms of blocking time while the page loaded.
  const ratio = bright ? Math.min(window.devicePixelRatio || 1, 2) : 1;
  const width = window.innerWidth;
  // Twice the viewport's height: the layer drifts up by half its height, then loops seamlessly.
  const height = window.innerHeight * 2;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const count = Math.round(Math.min(260, (width * height) / density));
  const half = height / 2;
  // Some bright stars take the theme's primary colour (the configuration's, set on the root).
  const tint = getComputedStyle(canvas).getPropertyValue("--primary").trim() || "#ffffff";
  for (let i = 0; i < count; i++) {
    const x = Math.random() * width;
    const y = Math.random() * half;
    const radius = bright ? 0.9 + Math.random() * 1.1 : 0.4 + Math.random() * 0.8;
    context.globalAlpha = 0.35 + Math.random() * 0.65;
    context.fillStyle = bright && Math.random() < 0.5 ? tint : "#ffffff";
    // The same star in both halves, so the loop has no seam.
    for (const offset of [0, half]) {
      context.beginPath();
      context.arc(x, y + offset, radius, 0, Math.PI * 2);
      context.fill();
    }
  }
}

/**
 * The animated star background: two canvas layers of stars, drawn once (and again on resize),
 * that twinkle and drift through CSS animations. They pause while the tab is hidden and stand still
 * under prefers-reduced-motion.
 */
export function StarField() {
  const rootRef = useRef<HTMLDivElement>(null);
  const dimRef = useRef<HTMLCanvasElement>(null);
  const brightRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    let width = 0;
    const draw = () => {
      if (width === window.innerWidth) return;
      width = window.innerWidth;
      if (dimRef.current) drawStars(dimRef.current, 7000, false);
      if (brightRef.current) drawStars(brightRef.current, 42000, true);
    };
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(draw, 200);
    };
    const onVisibility = () => {
      if (root) root.dataset.paused = String(document.hidden);
    };
    draw();
    onVisibility();
    window.addEventListener("resize", onResize);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", onResize);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  return (
    <div ref={rootRef} className={styles.field} aria-hidden="true" data-testid="star-field">
      <canvas ref={dimRef} className={`${styles.layer} ${styles.dim}`} />
      <canvas ref={brightRef} className={`${styles.layer} ${styles.bright}`} />
    </div>
  );
}
