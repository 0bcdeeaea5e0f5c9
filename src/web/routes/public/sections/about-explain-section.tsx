import type { AboutContent, ServicesContent } from "#shared/sections/schema.ts";
import { pausedOffscreen } from "#web/components/public/paused-offscreen.ts";
import { useTexts } from "../texts.ts";
import styles from "./about-explain-section.module.css";
import common from "./common.module.css";
import { markedWords } from "./marked-words.ts";

interface AboutExplainProps {
  about: AboutContent;
  services: ServicesContent;
}

/**
 * A statement revealed word by word while scrolling (the words the owner marked with `*…*` in the accent
 * colour), then the marquee of strengths in two rows.
 */
export function AboutExplainSection({ about, services }: AboutExplainProps) {
  const { t, language } = useTexts();
  const words = markedWords(about.description, language);
  const half = Math.ceil(services.marquee.length / 2);
  const rows = [services.marquee.slice(0, half), services.marquee.slice(half)];
  return (
    <section className={styles.section} aria-labelledby="explain-title">
      <div className={`${common.inner} ${styles.statementWrap}`}>
        <h2 id="explain-title" className={common.eyebrow}>
          {t("sections.explain")}
        </h2>
        <p className={styles.statement} data-words>
          {words.map((word, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; their position is their identity.
            <span key={index} data-word data-marked={word.marked || undefined}>
              {word.text}
              {word.space && " "}
            </span>
          ))}
        </p>
      </div>
      <ul className="visually-hidden">
        {services.marquee.map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
      <div ref={pausedOffscreen} className={styles.marquee} data-testid="marquee" aria-hidden="true">
        {rows.map((row, rowIndex) => (
          <div
            key={row.join("|")}
            className={styles.row}
            data-marquee-row={rowIndex === 1 ? "reverse" : "forward"}
          >
            <div className={`${styles.track} ${rowIndex === 1 ? styles.reverse : ""}`}>
              {[0, 1].map((copy) => (
                <ul key={copy} className={styles.group}>
                  {[...row, ...row].map((phrase, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the row repeats its phrases on purpose.
                    <li key={`${phrase}-${index}`} className={styles.phrase}>
                      {phrase}
                      <span className={styles.star} aria-hidden="true">
                        ✦
                      </span>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
