import type { ReactNode } from "react";
import { isComponentOn } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { inPageOrderLinks, isLinkShown } from "#shared/page/visibility.ts";
import { sectionContent } from "#shared/sections/content.ts";
import homeStyles from "./home-page.module.css";
import { ImageSettingsContext, imageSettingsOf } from "./image-settings.ts";
import { FooterSection } from "./sections/footer-section.tsx";
import { shownMenuLinks } from "./sections/menu-links.ts";
import { Navbar } from "./sections/navbar.tsx";
import { TextsContext } from "./texts.ts";

/**
 * A public page of its own (a project's page, the writing pages): the site's skip link, header and
 * menu, its texts and image settings, `children` as the page's main content, and the footer.
 */
export function SiteFrame({
  data,
  mainClassName,
  children,
}: {
  data: PageData;
  mainClassName?: string;
  children: ReactNode;
}) {
  const { siteConfig, components, sections, texts } = data;
  const { layout, site, contact } = siteConfig;
  const shown = (id: string) => isComponentOn(components, layout, id);
  const links = shownMenuLinks(data);
  const footer = sectionContent(sections, "footer");
  return (
    <TextsContext value={{ texts, language: site.language }}>
      <ImageSettingsContext value={imageSettingsOf(siteConfig)}>
        <div className={homeStyles.page}>
          <a className={homeStyles.skip} href="#main">
            {texts["page.skipLink"]}
          </a>
          {shown("navbar") ? (
            <Navbar
              name={site.author}
              logo={site.logo}
              links={links}
              resumePage={data.resumePage === true}
              home="/"
            />
          ) : null}
          <main id="main" className={mainClassName}>
            {children}
          </main>
          {shown("footer") ? (
            <FooterSection
              content={{ ...footer, links: inPageOrderLinks(components, footer.links, (link) => link.url) }}
              isLinkShown={(url) => isLinkShown(components, url)}
              name={site.author}
              socialLinks={contact.socialLinks}
              home="/"
            />
          ) : null}
        </div>
      </ImageSettingsContext>
    </TextsContext>
  );
}
