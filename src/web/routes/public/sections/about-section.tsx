import type { AboutContent } from "#shared/sections/schema.ts";
import { imageLoading, useImageSettings } from "#web/routes/public/image-settings.ts";
import styles from "./about-section.module.css";
import common from "./common.module.css";
import { SignatureGraphic, sampleSignatureSrc } from "./signature-graphic.tsx";

export function AboutSection({ content, name }: { content: AboutContent; name: string }) {
  const loading = imageLoading(useImageSettings());
  const facts = [
    { value: content.experience, label: "Experience" },
    { value: content.projects, label: "Projects" },
    { value: content.clients, label: "Happy clients" },
  ].filter((fact) => fact.value);
  return (
    <section id="about" className={common.section} aria-labelledby="about-title">
      <div className={`${common.inner} ${styles.grid}`}>
        <div className={styles.text}>
          <p className={common.eyebrow}>About me</p>
          <h2 id="about-title" className={styles.greeting} data-reveal>
            {content.title}
          </h2>
          <p className={styles.tagline} data-reveal>
            {content.introduction}
          </p>
          {facts.length > 0 ? (
            <dl className={styles.facts} data-reveal>
              {facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {content.signature === sampleSignatureSrc ? (
            <SignatureGraphic label={`${name}'s signature`} />
          ) : content.signature ? (
            <img
              className={styles.signature}
              src={content.signature}
              alt={`${name}'s signature`}
              width={260}
              height={90}
              loading={loading}
              decoding="async"
            />
          ) : null}
        </div>
        <figure className={styles.photoFrame} data-reveal>
          <div className={styles.photoClip}>
            <img
              className={styles.photo}
              src={content.image}
              alt={`Portrait of ${name}`}
              width={720}
              height={900}
              loading={loading}
              decoding="async"
              data-parallax="6"
            />
          </div>
          <figcaption className={styles.caption}>{name} — full-stack developer</figcaption>
        </figure>
      </div>
    </section>
  );
}
