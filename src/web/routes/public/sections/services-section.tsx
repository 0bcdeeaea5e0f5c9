import type { CSSProperties } from "react";
import type { ServicesContent } from "#shared/sections/schema.ts";
import { Sparkles } from "#web/components/public/icons.tsx";
import { ServiceIcon } from "#web/components/public/service-icons.tsx";
import { useTexts } from "../texts.ts";
import { widestWordEm } from "./display-fit.ts";
import styles from "./services-section.module.css";

/** The 'Unique' section: what makes the owner different, four stats, two cards and the skillset. */
export function ServicesSection({ content }: { content: ServicesContent }) {
  const { t } = useTexts();
  const lines = content.title
    .split("/")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <section id="unique" className={styles.section} aria-labelledby="unique-title">
      <div className={styles.inner}>
        <h2
          id="unique-title"
          className={styles.title}
          style={{ "--title-word-em": widestWordEm(content.title).toFixed(2) } as CSSProperties}
        >
          {lines.map((line, index) => (
            <span key={line} className={styles.titleLine} data-reveal>
              {line}
              {index < lines.length - 1 ? " " : ""}
            </span>
          ))}
        </h2>

        <div className={styles.bento}>
          <article className={`${styles.card} ${styles.textCard}`} data-reveal>
            <Sparkles className={styles.cardIcon} aria-hidden="true" size={28} />
            <h3 className={styles.cardTitle}>{content.subtitle}</h3>
            <p className={styles.cardText}>{content.description}</p>
          </article>

          <ul className={styles.stats} aria-label={t("sections.statsLabel")}>
            {content.stats.map((stat) => (
              <li key={stat.label} className={styles.stat} data-reveal>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>

          {content.services.map((service, index) => (
            <article
              key={service.name}
              className={`${styles.card} ${index === 0 ? styles.darkCard : styles.accentCard}`}
              data-reveal
            >
              <ServiceIcon value={service.icon} className={styles.cardIcon} size={28} />
              <h3 className={styles.cardTitle}>{service.name}</h3>
              <p className={styles.cardText}>{service.description}</p>
              {service.features.length > 0 ? (
                <ul className={styles.features}>
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </div>

        <div className={styles.skillset}>
          <h3 className={styles.skillsetTitle} data-reveal>
            {content.skillsetTitle}
          </h3>
          <ul className={styles.skills}>
            {content.technologies.map((technology) => (
              <li key={technology.name} className={styles.skill} data-reveal>
                <span className={styles.skillIcon} aria-hidden="true">
                  {technology.icon}
                </span>
                <span className={styles.skillName}>{technology.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
