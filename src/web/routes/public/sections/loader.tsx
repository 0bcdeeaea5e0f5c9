import { type CSSProperties, useEffect, useState } from "react";
import { introSeen } from "#shared/intro-gate.ts";
import { useTexts } from "../texts.ts";
import styles from "./loader.module.css";

/** How long the intro takes to slide away, at most; it is part of the configured duration. */
const slideOutMs = 900;

/** The intro already played in this browser session (the head's gate marked it), or motion is unwanted. */
function skipIntro(): boolean {
  return (
    document.documentElement.dataset.intro === introSeen ||
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The intro: 'Developed Portfolio @2025' (the year is the hero content's) over the page, a progress
 * line, then it slides up and removes itself, all within `durationMs`, so the page is usable by then at
 * the latest. It plays on the first visit of a browser session only and never under
 * prefers-reduced-motion (its stylesheet hides it before the first paint in both cases). Pure CSS, so
 * it also leaves without JavaScript.
 */
export function Loader({ durationMs, year }: { durationMs: number; year: string }) {
  const [gone, setGone] = useState(false);
  const { t } = useTexts();

  useEffect(() => {
    if (skipIntro()) {
      setGone(true);
      return;
    }
    const timer = window.setTimeout(() => setGone(true), durationMs + 100);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  if (gone) return null;
  const out = Math.min(slideOutMs, durationMs);
  const timing = { "--loader-hold": `${durationMs - out}ms`, "--loader-out": `${out}ms` };
  return (
    <div
      className={styles.loader}
      style={timing as CSSProperties}
      data-testid="loader"
      // The boot script swaps the web fonts in under it (introLoaderAttribute, decision 070).
      data-intro-loader=""
      aria-hidden="true"
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) setGone(true);
      }}
    >
      <p className={styles.title}>
        <span className={styles.line}>{t("page.loaderFirst")}</span>
        <span className={styles.line}>
          {t("page.loaderSecond")} <span className={styles.year}>{`@${year}`}</span>
        </span>
      </p>
      <div className={styles.progress} />
    </div>
  );
}
