import { useEffect, useRef } from "react";
import styles from "./star-field.module.css";

interface Star {
  x: number;
  y: number;
  r: number;
  phase: number;
  speed: number;
  drift: number;
}

function makeStars(width: number, height: number): Star[] {
  const count = Math.round(Math.min(220, (width * height) / 9000));
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    r: Math.random() < 0.1 ? 1.4 + Math.random() * 0.8 : 0.4 + Math.random() * 0.8,
    phase: Math.random() * Math.PI * 2,
    speed: 0.4 + Math.random() * 1.2,
    drift: 2 + Math.random() * 6,
  }));
}

/**
 * The animated star background: a fixed canvas of softly twinkling, slowly drifting stars.
 * It stops drawing while the tab is hidden and draws one still frame under reduced motion.
 */
export function StarField() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let stars: Star[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      stars = makeStars(width, height);
    };

    const draw = (time: number) => {
      context.clearRect(0, 0, width, height);
      const seconds = time / 1000;
      for (const star of stars) {
        const twinkle = still ? 0.7 : 0.45 + 0.55 * Math.abs(Math.sin(star.phase + seconds * star.speed));
        const y = still ? star.y : (star.y - seconds * star.drift + height) % height;
        context.globalAlpha = twinkle;
        context.fillStyle = star.r > 1.3 ? "#9bdcff" : "#ffffff";
        context.beginPath();
        context.arc(star.x, y, star.r, 0, Math.PI * 2);
        context.fill();
      }
    };

    const loop = (time: number) => {
      draw(time);
      frame = requestAnimationFrame(loop);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      if (still) draw(0);
      else frame = requestAnimationFrame(loop);
    };
    const onVisibility = () => {
      if (document.hidden) cancelAnimationFrame(frame);
      else start();
    };
    const onResize = () => {
      resize();
      start();
    };

    resize();
    start();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <div className={styles.layer} aria-hidden="true">
      <canvas ref={canvasRef} className={styles.canvas} data-testid="star-field" />
    </div>
  );
}
