import type { CSSProperties } from "react";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import type { ContentSection, SectionType } from "#shared/sections/schema.ts";
import { readableInk } from "#shared/site-config/color-contrast.ts";
import { mixHex } from "#shared/site-config/contrast.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { headlineAccent, lightSectionInks, primaryInks } from "#shared/site-config/theme-accent.ts";
import { useSections } from "#web/routes/admin/content/content-api.ts";
import styles from "./theme-preview.module.css";

/** The section of `type` the page shows (the published one; a draft while none is published). */
function contentOf<T extends SectionType>(sections: ContentSection[] | undefined, type: T) {
  const candidates = (sections ?? []).filter((section) => section.type === type);
  const section = candidates.find((item) => item.status === "published") ?? candidates[0];
  return normalizeSectionContent(type, section?.content ?? {});
}

const longestWord = (text: string) => Math.max(4, ...text.split(/\s+/).map((word) => word.length));

/**
 * The theme on the owner's own page: their hero (name, subtitle, title with its accent word,
 * description and button, from the saved Hero section) on Background Black, and their first service
 * as a card on the light sections' Background Color, painted with the same derived inks as the page.
 */
export function ThemePreview({ config }: { config: SiteConfig }) {
  const sections = useSections();
  const { theme } = config;
  const hero = contentOf(sections.data, "hero");
  const services = contentOf(sections.data, "services");
  const service = services.services[0];
  const [first = "", ...rest] = hero.mainTitle.trim().split(/\s+/);
  const lightInk = readableInk(theme.backgroundColor, lightSectionInks);
  const raised = lightInk === "#111111" ? "#ffffff" : mixHex(theme.backgroundColor, "#ffffff", 0.88);
  const accent = headlineAccent(theme);

  return (
    <div
      className={styles.preview}
      data-testid="theme-preview"
      aria-label="Your page in these colours"
      role="img"
      style={{ background: theme.backgroundBlack, color: theme.textColor } as CSSProperties}
    >
      <div className={styles.bar}>
        <span>{config.site.author}</span>
        <span className={styles.dot} style={{ background: theme.primaryColor }} />
      </div>
      {hero.subtitle && <p className={styles.text}>{hero.subtitle}</p>}
      <p
        className={styles.headline}
        // The longest word fills at most the preview's width (up to about 1.2 em per letter of the wide display face).
        style={
          {
            "--word-em-size": `${(88 / (1.2 * longestWord(hero.mainTitle))).toFixed(2)}cqi`,
          } as CSSProperties
        }
      >
        {first} {rest.length > 0 && <span style={{ color: accent }}>{rest.join(" ")}</span>}
      </p>
      {hero.description && <p className={`${styles.text} ${styles.description}`}>{hero.description}</p>}
      {hero.ctaText && (
        <span
          className={styles.button}
          style={{ background: theme.primaryColor, color: readableInk(theme.primaryColor, primaryInks) }}
        >
          {hero.ctaText} ↘
        </span>
      )}
      <div className={styles.light} style={{ background: theme.backgroundColor, color: lightInk }}>
        <p className={styles.lightTitle}>
          {services.title.split(/\s+/)[0]}{" "}
          <span style={{ color: mixHex(accent, lightInk, 0.62) }}>
            {services.title.split(/\s+/).slice(1).join(" ")}
          </span>
        </p>
        {service && (
          <div className={styles.card} style={{ background: raised }}>
            <strong>{service.name}</strong>
            <span>{service.description}</span>
          </div>
        )}
      </div>
    </div>
  );
}
