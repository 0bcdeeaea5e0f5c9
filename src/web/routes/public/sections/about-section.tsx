import { objectPosition } from "#shared/projects/rules.ts";
import type { AboutContent } from "#shared/sections/schema.ts";
import { fillText } from "#shared/texts/fill.ts";
import { imageLoading, useImageSettings } from "#web/routes/public/image-settings.ts";
import { useTexts } from "../texts.ts";
import styles from "./about-section.module.css";
import common from "./common.module.css";
import { SignatureGraphic, sampleSignatureSrc } from "./signature-graphic.tsx";

export function AboutSection({ content, name }: { content: AboutContent; name: string }) {
  const loading = imageLoading(useImageSettings());
  const { t } = useTexts();
  const facts = [
    { value: content.experience, label: t("about.experience") },
    { value: content.projects, label: t("about.projects") },
    { value: content.clients, label: t("about.clients") },
  ].filter((fact) => fact.value);
  const caption = fillText(content.caption, { name }).trim();
  return (
    <section id="about" className={common.section} aria-labelledby="about-title">
      <div className={`${common.inner} ${styles.grid}`}>
        <div className={styles.text}>
          {content.eyebrow ? <p className={common.eyebrow}>{content.eyebrow}</p> : null}
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
            <SignatureGraphic label={t("about.signatureAlt", { name })} />
          ) : content.signature ? (
            <img
              className={styles.signature}
              src={content.signature}
              alt={t("about.signatureAlt", { name })}
              width={260}
              height={90}
              loading={loading}
              decoding="async"
            />
          ) : null}
        </div>
        {/* No photo (the sample's portrait removed, none uploaded yet): no empty frame. */}
        {content.image ? (
          <figure className={styles.photoFrame} data-reveal>
            <div className={styles.photoClip}>
              <img
                className={styles.photo}
                src={content.image}
                alt={content.imageAlt.trim() || t("about.photoAlt", { name })}
                width={720}
                height={900}
                loading={loading}
                decoding="async"
                style={
                  content.imageFocus ? { objectPosition: objectPosition(content.imageFocus) } : undefined
                }
                data-parallax="6"
              />
            </div>
            {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
          </figure>
        ) : null}
      </div>
    </section>
  );
}
