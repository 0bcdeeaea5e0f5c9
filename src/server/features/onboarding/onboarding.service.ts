import type { ComponentsService } from "#server/features/components/components.service.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { type Onboarding, type OnboardingStep, onboardingSteps } from "#shared/onboarding/schema.ts";
import { sectionComponents, sectionsShown } from "#shared/page/visibility.ts";
import { defaultSectionContent } from "#shared/sections/content.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { roleInTitle } from "#shared/site-config/site-title.ts";
import { sampleInSection, withoutSampleFields } from "./sample-leftovers.ts";

interface OnboardingDependencies {
  projects: Pick<ProjectService, "countActive">;
  sections: Pick<SectionsService, "list" | "update">;
  components: Pick<ComponentsService, "list" | "save">;
  siteConfig: Pick<SiteConfigService, "getRecord" | "save">;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const sample = defaultSiteConfig;

/**
 * The hero in the owner's words, once they have given their name: their role (the site title after its
 * dash, "Ayşe Yılmaz — Mobile developer") as the large heading with their name above it, or their name
 * alone; their own site description; this year under the intro; no sample button or availability line. The page keeps its heading
 * (the hero holds its `h1`) instead of losing it with the sample's words. Undefined before a name is set.
 */
function ownerHero(config: SiteConfig): Record<string, unknown> | undefined {
  const name = config.site.author.trim();
  if (!name || name === sample.site.author) return undefined;
  // A title still the sample's names the sample's role: the owner's name alone then.
  const role = config.site.title === sample.site.title ? "" : roleInTitle(config.site.title);
  return {
    ...defaultSectionContent.hero,
    mainTitle: role || name,
    subtitle: role ? name : "",
    description: config.site.description === sample.site.description ? "" : config.site.description,
    ctaText: "",
    availability: "",
    showAvailability: false,
    loaderYear: String(new Date().getFullYear()),
  };
}
/** Whether any of the contact details is still the sample developer's. */
const contactIsSample = (config: SiteConfig) =>
  config.contact.email === sample.contact.email ||
  config.contact.phone === sample.contact.phone ||
  config.contact.location === sample.contact.location ||
  Object.entries(config.contact.socialLinks).some(
    ([network, link]) =>
      link !== "" &&
      link === sample.contact.socialLinks[network as keyof SiteConfig["contact"]["socialLinks"]],
  );

/**
 * "Make it yours" (issue 38, point 7; decision 151): which steps from the sample site to the owner's are
 * done, read from the content itself (no flags to keep in step), and one action that takes the rest of
 * the sample off the page (`clearSample`).
 */
export function createOnboardingService({
  projects,
  sections,
  components,
  siteConfig,
}: OnboardingDependencies) {
  /** The site as it is now, and what of it is still the sample's: read once for the steps and the removal. */
  async function read() {
    const [record, all, shown, projectCount] = await Promise.all([
      siteConfig.getRecord(),
      sections.list(),
      components.list(),
      projects.countActive(),
    ]);
    const visible = (section: ContentSection) => sectionsShown(shown, [section]).length > 0;
    const leftovers = all
      .filter(visible)
      .map((section) => ({ section, ...sampleInSection(section) }))
      .filter(({ whole, fields }) => whole || fields.length > 0);
    return { record, all, shown, projectCount, visible, leftovers };
  }

  const service = {
    async get(): Promise<Onboarding> {
      const {
        record: { config },
        all,
        projectCount,
        visible,
        leftovers,
      } = await read();
      const about = all.find((section) => section.type === "about" && section.status === "published");
      const experience = leftovers.find(({ section }) => section.type === "experience");
      const contact = contactIsSample(config);
      const description = config.site.description === sample.site.description;
      const done: Record<OnboardingStep, boolean> = {
        name: config.site.author !== sample.site.author,
        photo: !about || !visible(about) || about.content.image !== defaultSectionContent.about.image,
        projects: projectCount > 0,
        resume: !experience?.whole,
        look: !same(config.theme, sample.theme) || config.site.language !== sample.site.language,
        sample: leftovers.length === 0 && !contact && !description,
      };
      return {
        steps: onboardingSteps.map((id) => ({ id, done: done[id] })),
        sample: {
          sections: leftovers.map(({ section, whole, fields }) => ({
            id: section.id,
            name: section.name,
            whole,
            fields,
            rewritten: whole && section.type === "hero" && ownerHero(config) !== undefined,
          })),
          contact,
          description,
        },
      };
    },

    /**
     * Takes what is left of the sample off the page; answers the steps after. A section still wholly
     * the sample's is hidden (its components switched off) — the hero, once the owner has a name, is
     * rewritten in their name and role instead (`ownerHero`) — except where a component also shows a
     * section of the owner's (About's statement shows the Services' marquee too): it stays, and the
     * whole section's fields are emptied instead. In a section the owner has begun, each field still at
     * the sample's value is emptied; the sample's contact details and description are emptied. Each
     * write is a version, so History brings any of it back.
     */
    async clearSample(by: SavedBy): Promise<Onboarding> {
      const {
        record: { config, version },
        all,
        shown,
        visible,
        leftovers,
      } = await read();
      const wholly = new Set(leftovers.filter(({ whole }) => whole).map(({ section }) => section.type));
      const ownTypes = all
        .filter((section) => visible(section) && !wholly.has(section.type))
        .map((section) => section.type);
      const showsOwn = (component: string) =>
        ownTypes.some((type) => sectionComponents[type]?.includes(component));
      const hidden = new Set<string>();
      const hero = ownerHero(config);
      for (const { section, whole, fields } of leftovers) {
        if (whole && section.type === "hero" && hero) {
          await sections.update(section.id, { content: hero }, by);
          continue;
        }
        const users = sectionComponents[section.type] ?? [];
        const off = whole ? users.filter((id) => !showsOwn(id)) : [];
        for (const id of off) hidden.add(id);
        const emptied = whole && off.length < users.length ? Object.keys(section.content) : fields;
        if (emptied.length > 0)
          await sections.update(section.id, { content: withoutSampleFields(section, emptied) }, by);
      }
      if (hidden.size > 0) {
        await components.save(
          shown.map((entry) => (hidden.has(entry.id) ? { ...entry, isActive: false } : entry)),
          by,
        );
      }
      const contact = config.contact;
      const cleared = (value: string, sampleValue: string) => (value === sampleValue ? "" : value);
      const socialLinks = Object.fromEntries(
        Object.entries(contact.socialLinks).map(([network, link]) => [
          network,
          cleared(link, sample.contact.socialLinks[network as keyof typeof contact.socialLinks]),
        ]),
      ) as typeof contact.socialLinks;
      const next: SiteConfig = {
        ...config,
        site: { ...config.site, description: cleared(config.site.description, sample.site.description) },
        contact: {
          ...contact,
          email: cleared(contact.email, sample.contact.email),
          phone: cleared(contact.phone, sample.contact.phone),
          location: cleared(contact.location, sample.contact.location),
          socialLinks,
        },
      };
      if (!same(next, config)) await siteConfig.save(next, version, by);
      return service.get();
    },
  };
  return service;
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
