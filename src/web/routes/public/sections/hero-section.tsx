import type { CSSProperties } from "react";
import { heroEndId } from "#shared/page/web-fonts.ts";
import type { HeroContent } from "#shared/sections/schema.ts";
import { ArrowDownRight } from "#web/components/public/icons.tsx";
import { InPageLink } from "#web/components/public/in-page-link.tsx";
import { pausedOffscreen } from "#web/components/public/paused-offscreen.ts";
import { useTexts } from "../texts.ts";
import { widestWordEm } from "./display-fit.ts";
import styles from "./hero-section.module.css";

/** Splits the main title into the two big headings ('Stack' / 'Developer'). */
function headings(mainTitle: string): [string, string] {
  const words = mainTitle.trim().split(/\s+/);
  if (words.length < 2) return [words[0] ?? "", ""];
  return [words[0] ?? "", words.slice(1).join(" ")];
}

export function HeroSection({ content, location }: { content: HeroContent; location: string }) {
  const [first, second] = headings(content.mainTitle);
  const { t } = useTexts();
  const availability = content.showAvailability ? content.availability.trim() : "";
  return (
    <section id="home" className={`hero-section ${styles.hero}`} aria-labelledby="home-title">
      {content.backgroundImage ? (
        <div className={styles.backdrop} aria-hidden="true" data-testid="hero-backdrop">
          <img className={styles.backdropImage} src={content.backgroundImage} alt="" decoding="async" />
          <span className={styles.backdropVeil} style={{ opacity: content.overlayOpacity }} />
        </div>
      ) : null}
      <div className={styles.top} data-hero-top>
        <p className={styles.titleLine}>{content.subtitle}</p>
        <div className={styles.meta}>
          <p className={styles.description}>{content.description}</p>
          {content.ctaText ? (
            <InPageLink className={styles.cta} to="contact">
              {content.ctaText}
              <ArrowDownRight aria-hidden="true" size={18} />
            </InPageLink>
          ) : null}
        </div>
      </div>
      <div className={styles.bottom}>
        <h1
          id="home-title"
          className={styles.headings}
          style={{ "--hero-word-em": widestWordEm(content.mainTitle).toFixed(2) } as CSSProperties}
        >
          <span className={styles.first} data-hero-left>
            {first}
          </span>{" "}
          <span className={styles.second} data-hero-right>
            {second}
          </span>
        </h1>
        <div className={styles.footnote}>
          {availability ? (
            <span className={styles.status}>
              <span ref={pausedOffscreen} className={styles.pulse} aria-hidden="true" />
              {availability}
            </span>
          ) : null}
          {location ? <span>{t("hero.basedIn", { location })}</span> : null}
          <span className={styles.scrollHint} aria-hidden="true">
            {t("hero.scroll")}
          </span>
        </div>
      </div>
      {/* The page's first frame waits until the parser is here (the head's rel=expect link): a first
          paint of half a hero would grow and move it as the rest of its HTML arrives. */}
      <span id={heroEndId} hidden />
    </section>
  );
}
