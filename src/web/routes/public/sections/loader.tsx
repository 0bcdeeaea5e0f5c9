import { type CSSProperties, useEffect, useState } from "react";
import styles from "./loader.module.css";

/**
 * The intro (§2): 'Developed Portfolio @2025' (the year is the hero content's) over the page, a progress line for `durationMs`,
 * then it slides up and removes itself. Pure CSS, so it also leaves without JavaScript.
 */
export function Loader({ durationMs, year }: { durationMs: number; year: string }) {
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setGone(true), durationMs + 1200);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  if (gone) return null;
  return (
    <div
      className={styles.loader}
      style={{ "--loader-ms": `${durationMs}ms` } as CSSProperties}
      data-testid="loader"
      aria-hidden="true"
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) setGone(true);
      }}
    >
      <p className={styles.title}>
        <span className={styles.line}>Developed</span>
        <span className={styles.line}>
          Portfolio <span className={styles.year}>{`@${year}`}</span>
        </span>
      </p>
      <div className={styles.progress} />
    </div>
  );
}
