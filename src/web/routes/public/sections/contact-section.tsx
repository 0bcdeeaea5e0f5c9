import type { ContactContent } from "#shared/sections/schema.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { ArrowUpRight, Mail, MapPin, Phone } from "#web/components/public/icons.tsx";
import { FeedbackForm } from "#web/routes/public/contact/feedback-form.tsx";
import { useTexts } from "../texts.ts";
import common from "./common.module.css";
import styles from "./contact-section.module.css";
import { mapsHref, socialLinksFor } from "./social-links.ts";

interface ContactSectionProps {
  content: ContactContent;
  contact: SiteConfig["contact"];
}

/** A `tel:` address: the digits of the number, and its leading + (spaces, dots, dashes dropped). */
function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/**
 * 'CONTACT US': the invitation, the phone number (when there is one, outside the list), the five
 * links (network, photos, code, e-mail, map) and the feedback form. The number, addresses and links
 * read left to right on a right-to-left page too (a number's groups would otherwise run backwards).
 */
export function ContactSection({ content, contact }: ContactSectionProps) {
  const { t } = useTexts();
  const email = content.contactInfo.email || contact.email;
  const location = content.contactInfo.location || contact.location;
  const phone = (content.contactInfo.phone || contact.phone).trim();
  const links = [
    ...socialLinksFor(content.socialLinks, contact.socialLinks).map((link) => ({
      key: link.platform,
      label: t(link.label),
      detail: link.href.replace(/^https?:\/\/(www\.)?/, ""),
      detailDir: "ltr",
      href: link.href,
      icon: link.icon,
      external: true,
    })),
    ...(email
      ? [
          {
            key: "email",
            label: t("contact.email"),
            detail: email,
            detailDir: "ltr",
            href: `mailto:${email}`,
            icon: Mail,
            external: false,
          },
        ]
      : []),
    ...(location
      ? [
          {
            key: "maps",
            label: t("contact.location"),
            detail: location,
            detailDir: "auto",
            href: mapsHref(location),
            icon: MapPin,
            external: true,
          },
        ]
      : []),
  ];
  return (
    <section id="contact" className={common.section} aria-labelledby="contact-title">
      <div className={`${common.inner} ${styles.grid}`}>
        <div className={styles.intro}>
          <h2 id="contact-title" className={`${common.display} ${styles.title}`} data-reveal>
            {content.title}
          </h2>
          <p className={styles.text} data-reveal>
            {content.text}
          </p>
          {phone ? (
            <p className={styles.phone} data-reveal>
              <Phone className={styles.linkIcon} aria-hidden="true" size={18} />
              <a href={telHref(phone)} dir="ltr">
                {phone}
              </a>
            </p>
          ) : null}
          <ul className={styles.links} data-reveal>
            {links.map((link) => {
              const Icon = link.icon;
              return (
                <li key={link.key}>
                  <a
                    className={styles.link}
                    href={link.href}
                    {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    <Icon className={styles.linkIcon} aria-hidden="true" size={20} />
                    <span className={styles.linkText}>
                      <span className={styles.linkLabel}>{link.label}</span>
                      <span className={styles.linkDetail} dir={link.detailDir}>
                        {link.detail}
                      </span>
                    </span>
                    <ArrowUpRight className={styles.arrow} aria-hidden="true" size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {content.contactForm.enabled ? (
          <div className={styles.formCard} data-reveal>
            <FeedbackForm settings={content.contactForm} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
