import type { ExperienceContent } from "#shared/sections/schema.ts";
import { useTexts } from "../texts.ts";
import { markedWords } from "./marked-words.ts";
import styles from "./scroll-slide-section.module.css";

/**
 * The scroll-slide section: the skill groups as wide panels that slide sideways while the section
 * is pinned (above 850 px with motion: the wrapper grows by the track's overflow and the section
 * sticks to the window's top inside it); a horizontal swipe row otherwise. Hidden below its minWidth.
 */
export function ScrollSlideSection({ content }: { content: ExperienceContent }) {
  const { t, index: position, language } = useTexts();
  return (
    <div data-slide-pin>
      <section id="scroll-slide" className={styles.section} data-slide-section aria-labelledby="slide-title">
        <div className={styles.head}>
          <h2 id="slide-title" className={styles.title}>
            {markedWords(t("sections.slide"), language).map((word, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; their position is their identity.
              <span key={index} className={word.marked ? styles.accent : undefined}>
                {word.text}
                {word.space && " "}
              </span>
            ))}
          </h2>
          <p className={styles.hint} aria-hidden="true">
            {t("sections.slideHint")}
          </p>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <div className={styles.viewport} tabIndex={0}>
          <ol className={styles.track} data-slide-track>
            {content.skills.map((group, index) => (
              <li key={group.category} className={styles.panel}>
                <span className={styles.number} aria-hidden="true">
                  {position(index + 1)}
                </span>
                <h3 className={styles.category}>{group.category}</h3>
                <ul className={styles.items}>
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
