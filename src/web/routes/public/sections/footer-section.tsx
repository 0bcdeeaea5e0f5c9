import type { FooterContent } from "#shared/sections/schema.ts";
import type { SocialLinks } from "#shared/site-config/schema.ts";
import { scrollToAnchor } from "#web/components/public/smooth-scroll.ts";
import { useTexts } from "../texts.ts";
import styles from "./footer-section.module.css";
import { socialLinksFor } from "./social-links.ts";

interface FooterSectionProps {
  content: FooterContent;
  /** Whether a link's target is on the page (a hidden section's anchor is not). */
  isLinkShown?: (url: string) => boolean;
  name: string;
  socialLinks: SocialLinks;
  /** On another page than `/`: "/", where the in-page links lead. */
  home?: string;
}

export function FooterSection({
  content,
  isLinkShown = () => true,
  name,
  socialLinks,
  home = "",
}: FooterSectionProps) {
  const { t } = useTexts();
  const social = socialLinksFor(content.socialLinks, socialLinks).slice(0, 3);
  const links = content.links.filter((link) => isLinkShown(link.url));
  return (
    <footer className={styles.footer}>
      <p className={styles.thanks} data-reveal>
        {content.thankYouMessage}
      </p>
      <div className={styles.row}>
        <p className={styles.name}>{name}</p>
        {links.length > 0 ? (
          <nav aria-label={t("footer.navigation")}>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={`${link.text}-${link.url}`}>
                  <a
                    className={styles.link}
                    href={home && link.url.startsWith("#") ? `${home}${link.url}` : link.url}
                    onClick={(event) => {
                      if (home || !link.url.startsWith("#")) return;
                      event.preventDefault();
                      scrollToAnchor(link.url.slice(1));
                    }}
                  >
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ul className={styles.list} aria-label={t("footer.social")}>
          {social.map((link) => {
            const Icon = link.icon;
            return (
              <li key={link.platform}>
                <a className={styles.social} href={link.href} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden="true" size={18} />
                  {t(link.label)}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <p className={styles.copyright}>{content.copyright}</p>
    </footer>
  );
}
