import { useRef } from "react";
import { isComponentShown } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { isAnchorShown, isLinkShown } from "#shared/page/visibility.ts";
import { sectionContent } from "#shared/sections/content.ts";
import { CursorDot } from "#web/components/public/cursor-dot.tsx";
import { ScrollProgress } from "#web/components/public/scroll-progress.tsx";
import { StarField } from "#web/components/public/star-field.tsx";
import { useMotion } from "#web/components/public/use-motion.ts";
import styles from "./home-page.module.css";
import { ImageSettingsContext, imageSettingsOf } from "./image-settings.ts";
import { ProjectsSection } from "./projects/projects-section.tsx";
import { AboutExplainSection } from "./sections/about-explain-section.tsx";
import { AboutSection } from "./sections/about-section.tsx";
import { ContactSection } from "./sections/contact-section.tsx";
import { ExperienceSection } from "./sections/experience-section.tsx";
import { FooterSection } from "./sections/footer-section.tsx";
import { HeroSection } from "./sections/hero-section.tsx";
import { Loader } from "./sections/loader.tsx";
import { menuLinks } from "./sections/menu-links.ts";
import { Navbar } from "./sections/navbar.tsx";
import { ScrollSlideSection } from "./sections/scroll-slide-section.tsx";
import { ServicesSection } from "./sections/services-section.tsx";
import { TestimonialsSection } from "./sections/testimonials-section.tsx";

/** The public single-page portfolio, in the spec's order, each part switchable by the visibility list. */
export function HomePage({ data }: { data: PageData }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { siteConfig, components, sections } = data;
  const { layout, site, contact } = siteConfig;
  const shown = (id: string) => isComponentShown(components, id);
  const hero = sectionContent(sections, "hero");
  const about = sectionContent(sections, "about");
  const services = sectionContent(sections, "services");
  const experience = sectionContent(sections, "experience");
  useMotion(rootRef, layout.enableAnimations);

  return (
    <ImageSettingsContext value={imageSettingsOf(siteConfig)}>
      <div ref={rootRef} className={styles.page}>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        {shown("stars") && layout.showStars ? <StarField /> : null}
        {shown("loader") && layout.showLoader ? (
          <Loader durationMs={layout.loaderDuration} year={hero.loaderYear} />
        ) : null}
        {shown("navbar") ? (
          <Navbar
            name={site.author}
            logo={site.logo}
            links={menuLinks.filter((link) => isAnchorShown(components, link.id))}
          />
        ) : null}
        <main id="main" className={styles.main}>
          {shown("home") ? (
            <HeroSection
              // The call to action leads to the contact section: without it, there is nowhere to go.
              content={{ ...hero, ctaText: shown("contact") ? hero.ctaText : "" }}
              location={contact.location}
            />
          ) : null}
          {shown("about") ? <AboutSection content={about} name={site.author} /> : null}
          {shown("services") ? <ServicesSection content={services} /> : null}
          {shown("about-explain") ? <AboutExplainSection about={about} services={services} /> : null}
          {shown("scroll-slide") ? <ScrollSlideSection content={experience} /> : null}
          {shown("experience") ? <ExperienceSection content={experience} /> : null}
          <ProjectsSection projects={data.projects} />
          {shown("testimonials") ? (
            <TestimonialsSection content={sectionContent(sections, "testimonials")} />
          ) : null}
          {shown("contact") ? (
            <ContactSection content={sectionContent(sections, "contact")} contact={contact} />
          ) : null}
        </main>
        {shown("footer") ? (
          <FooterSection
            content={sectionContent(sections, "footer")}
            isLinkShown={(url) => isLinkShown(components, url)}
            name={site.author}
            socialLinks={contact.socialLinks}
          />
        ) : null}
        <ScrollProgress />
        <CursorDot />
      </div>
    </ImageSettingsContext>
  );
}
