import type { ExperienceContent } from "#shared/sections/schema.ts";
import { Quote } from "#web/components/public/icons.tsx";
import { useTexts } from "../texts.ts";
import common from "./common.module.css";
import { ExperienceCredentials } from "./experience-credentials.tsx";
import styles from "./experience-section.module.css";

/** The roles (three blocks in the sample), the schools, certificates, awards and languages, and the closing quote. */
export function ExperienceSection({ content }: { content: ExperienceContent }) {
  const { index: position } = useTexts();
  return (
    <section id="experience" className={common.section} aria-labelledby="experience-title">
      <div className={common.inner}>
        {content.eyebrow ? <p className={common.eyebrow}>{content.eyebrow}</p> : null}
        <h2 id="experience-title" className={styles.title} data-reveal>
          {content.title}
        </h2>
        <ol className={styles.blocks}>
          {content.experiences.map((entry, index) => (
            <li key={`${entry.position}-${entry.company}`} className={styles.block} data-reveal>
              <div className={styles.blockHead}>
                <span className={styles.index} aria-hidden="true">
                  {position(index + 1)}
                </span>
                <h3 className={styles.position}>{entry.position}</h3>
              </div>
              <p className={styles.company}>
                {entry.company}
                {entry.duration ? <span className={styles.duration}>{entry.duration}</span> : null}
              </p>
              <p className={styles.description}>{entry.description}</p>
              {entry.technologies.length > 0 ? (
                <ul className={styles.tags}>
                  {entry.technologies.map((technology) => (
                    <li key={technology}>{technology}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        <ExperienceCredentials content={content} />
        {content.quote ? (
          <figure className={styles.quote} data-reveal>
            <Quote className={styles.quoteIcon} aria-hidden="true" size={40} />
            <blockquote className={styles.quoteText}>
              <p>{content.quote}</p>
            </blockquote>
            {content.quoteAuthor ? (
              <figcaption className={styles.quoteAuthor}>— {content.quoteAuthor}</figcaption>
            ) : null}
          </figure>
        ) : null}
      </div>
    </section>
  );
}
