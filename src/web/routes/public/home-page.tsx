import { type ReactNode, useRef } from "react";
import { galleryFollows, isComponentOn, isReorderable, pageOrder } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { inPageOrderLinks, isLinkShown } from "#shared/page/visibility.ts";
import { sectionContent } from "#shared/sections/content.ts";
import { CursorDot } from "#web/components/public/cursor-dot.tsx";
import { ScrollProgress } from "#web/components/public/scroll-progress.tsx";
import { StarField } from "#web/components/public/star-field.tsx";
import { useMotion } from "#web/components/public/use-motion.ts";
import styles from "./home-page.module.css";
import { ImageSettingsContext, imageSettingsOf } from "./image-settings.ts";
import { PageSection } from "./page-section.tsx";
import { ProjectsSection } from "./projects/projects-section.tsx";
import { AboutExplainSection } from "./sections/about-explain-section.tsx";
import { AboutSection } from "./sections/about-section.tsx";
import { ContactSection } from "./sections/contact-section.tsx";
import { ExperienceSection } from "./sections/experience-section.tsx";
import { FooterSection } from "./sections/footer-section.tsx";
import { HeroSection } from "./sections/hero-section.tsx";
import { Loader } from "./sections/loader.tsx";
import { shownMenuLinks } from "./sections/menu-links.ts";
import { Navbar } from "./sections/navbar.tsx";
import { ScrollSlideSection } from "./sections/scroll-slide-section.tsx";
import { ServicesSection } from "./sections/services-section.tsx";
import { TestimonialsSection } from "./sections/testimonials-section.tsx";
import { WritingSection } from "./sections/writing-section.tsx";
import { TextsContext } from "./texts.ts";

/**
 * The public single-page portfolio: the fixed parts (stars, loader, navbar, footer) at their places and
 * the sections in the owner's order (decision 063), each switchable by the visibility list.
 */
export function HomePage({ data }: { data: PageData }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { siteConfig, components, sections, texts } = data;
  const { layout, site, contact } = siteConfig;
  const shown = (id: string) => isComponentOn(components, layout, id);
  const hero = sectionContent(sections, "hero");
  const about = sectionContent(sections, "about");
  const services = sectionContent(sections, "services");
  const experience = sectionContent(sections, "experience");
  useMotion(rootRef, layout.enableAnimations);

  const sectionsById: Record<string, () => ReactNode> = {
    home: () => (
      <HeroSection
        // The call to action leads to the contact section: without it, there is nowhere to go.
        content={{ ...hero, ctaText: shown("contact") ? hero.ctaText : "" }}
        location={contact.location}
      />
    ),
    about: () => <AboutSection content={about} name={site.author} />,
    services: () => <ServicesSection content={services} />,
    "about-explain": () => <AboutExplainSection about={about} services={services} />,
    "scroll-slide": () => <ScrollSlideSection content={experience} />,
    experience: () => <ExperienceSection content={experience} />,
    testimonials: () => <TestimonialsSection content={sectionContent(sections, "testimonials")} />,
    writing: () => <WritingSection posts={data.latestPosts} />,
    contact: () => <ContactSection content={sectionContent(sections, "contact")} contact={contact} />,
  };
  // Writing shows once a post is published (the list is empty while the section is hidden, too).
  const isSectionOn = (id: string) => (id === "writing" ? data.latestPosts.length > 0 : shown(id));
  const main = pageOrder(components).filter(isReorderable);
  const gallery = (
    <PageSection key="projects">
      <ProjectsSection projects={data.projects} content={sectionContent(sections, "projects")} />
    </PageSection>
  );
  const links = shownMenuLinks(data);

  return (
    <TextsContext value={{ texts, language: site.language }}>
      <ImageSettingsContext value={imageSettingsOf(siteConfig)}>
        <div ref={rootRef} className={styles.page}>
          <a className={styles.skip} href="#main">
            {texts["page.skipLink"]}
          </a>
          {shown("stars") ? <StarField /> : null}
          {shown("loader") ? <Loader durationMs={layout.loaderDuration} year={hero.loaderYear} /> : null}
          {shown("navbar") ? (
            <Navbar name={site.author} logo={site.logo} links={links} resumePage={data.resumePage === true} />
          ) : null}
          <main id="main" className={styles.main}>
            {main.flatMap((id) => {
              const section = isSectionOn(id)
                ? [<PageSection key={id}>{sectionsById[id]?.()}</PageSection>]
                : [];
              return id === galleryFollows ? [...section, gallery] : section;
            })}
          </main>
          {shown("footer") ? (
            <FooterSection
              content={{
                ...sectionContent(sections, "footer"),
                links: inPageOrderLinks(
                  components,
                  sectionContent(sections, "footer").links,
                  (link) => link.url,
                ),
              }}
              isLinkShown={(url) => isLinkShown(components, url)}
              name={site.author}
              socialLinks={contact.socialLinks}
            />
          ) : null}
          <ScrollProgress />
          <CursorDot />
        </div>
      </ImageSettingsContext>
    </TextsContext>
  );
}
