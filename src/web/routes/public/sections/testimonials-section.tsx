import { useId, useState } from "react";
import type { TestimonialsContent } from "#shared/sections/schema.ts";
import { Star } from "#web/components/public/icons.tsx";
import { imageLoading, useImageSettings } from "#web/routes/public/image-settings.ts";
import { useTexts } from "../texts.ts";
import common from "./common.module.css";
import { shortenQuote } from "./shorten-quote.ts";
import styles from "./testimonials-section.module.css";

/**
 * A quote in full above 550 px; at or below, shortened (§9) with a "Read more" button that shows the
 * whole quote in place and can shorten it again. Both forms are in the server's HTML.
 */
function TestimonialQuote({ text }: { text: string }) {
  const { t } = useTexts();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = shortenQuote(text);
  return (
    <div className={styles.quoteBlock} data-expanded={expanded || undefined}>
      <blockquote className={styles.quote} id={id}>
        <p>
          <span className={styles.full} data-quote="full">
            “{text}”
          </span>
          <span className={styles.short} data-quote="short">
            “{short}”
          </span>
        </p>
      </blockquote>
      {short !== text.trim() ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t("testimonials.readLess") : t("testimonials.readMore")}
        </button>
      ) : null}
    </div>
  );
}

export function TestimonialsSection({ content }: { content: TestimonialsContent }) {
  const loading = imageLoading(useImageSettings());
  const { t, index: position } = useTexts();
  return (
    <section id="testimonials" className={common.section} aria-labelledby="testimonials-title">
      <div className={common.inner}>
        <h2 id="testimonials-title" className={`${common.display} ${styles.title}`} data-reveal>
          {content.title}
        </h2>
        <ol className={styles.list}>
          {content.entries.map((entry, index) => (
            <li key={entry.id || index} className={styles.entry} data-reveal data-testid="testimonial">
              <span className={styles.number} aria-hidden="true">
                {entry.id || position(index + 1)}
              </span>
              <figure className={styles.figure}>
                <TestimonialQuote text={entry.content} />
                <figcaption className={styles.person}>
                  {entry.image ? (
                    <img
                      className={styles.avatar}
                      src={entry.image}
                      alt=""
                      width={56}
                      height={56}
                      loading={loading}
                      decoding="async"
                    />
                  ) : null}
                  <span className={styles.who}>
                    <span className={styles.name}>{entry.name}</span>
                    <span className={styles.role}>
                      {[entry.position, entry.company].filter(Boolean).join(", ")}
                    </span>
                  </span>
                  {entry.rating > 0 ? (
                    <span
                      className={styles.rating}
                      role="img"
                      aria-label={t("testimonials.rating", { rating: entry.rating })}
                    >
                      {Array.from({ length: Math.round(entry.rating) }, (_, star) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars; the position is the identity.
                        <Star key={star} size={14} aria-hidden="true" fill="currentColor" />
                      ))}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
