import {
  type ComponentEntry,
  galleryFollows,
  isComponentShown,
  pageOrder,
} from "#shared/components/rules.ts";
import type { ContentSection, SectionType } from "#shared/sections/schema.ts";

/**
 * What the component visibility list removes besides the components themselves: the menu's and the
 * footer's links to their anchors, and the content sections only they display (so a hidden section's
 * text is not shipped in the page's embedded data either). No validation library: the public page
 * imports this.
 */

/** The component that renders each in-page anchor. Anchors not listed (the gallery) are always there. */
const anchorComponents: Readonly<Record<string, string>> = {
  home: "home",
  about: "about",
  unique: "services",
  "scroll-slide": "scroll-slide",
  experience: "experience",
  testimonials: "testimonials",
  writing: "writing",
  contact: "contact",
};

/** The components that display each section type's content; `null`: shown whatever the list says. */
export const sectionComponents: Readonly<Record<SectionType, readonly string[] | null>> = {
  hero: ["home"],
  about: ["about", "about-explain"],
  services: ["services", "about-explain"],
  experience: ["scroll-slide", "experience"],
  projects: null,
  testimonials: ["testimonials"],
  contact: ["contact"],
  footer: ["footer"],
};

/** Whether `#anchor` leads somewhere on the page as the list shows it. */
export function isAnchorShown(components: readonly ComponentEntry[], anchor: string): boolean {
  const component = anchorComponents[anchor];
  return component === undefined || isComponentShown(components, component);
}

/** Whether a link target is usable: other pages and addresses always are, `#anchor` when it is shown. */
export function isLinkShown(components: readonly ComponentEntry[], url: string): boolean {
  return !url.startsWith("#") || isAnchorShown(components, url.slice(1));
}

/** The sections some shown component displays; the others stay on the server. */
export function sectionsShown<T extends Pick<ContentSection, "type">>(
  components: readonly ComponentEntry[],
  sections: readonly T[],
): T[] {
  return sections.filter((section) => {
    const users = sectionComponents[section.type];
    return users === null || users === undefined || users.some((id) => isComponentShown(components, id));
  });
}

/**
 * Where `#anchor` sits in the page's order (decision 063): its component's index, the gallery just
 * after the section it follows; an anchor the page does not know goes last.
 */
export function anchorPlace(components: readonly ComponentEntry[], anchor: string): number {
  const order: string[] = pageOrder(components);
  const component = anchor === "projects" ? galleryFollows : anchorComponents[anchor];
  const index = component === undefined ? -1 : order.indexOf(component);
  if (index < 0) return order.length;
  return anchor === "projects" ? index + 0.5 : index;
}

/**
 * Links in the page's order: the in-page ones (`#anchor`) are sorted by where their anchor sits, in the
 * slots they held; links to other pages keep their places.
 */
export function inPageOrderLinks<T>(
  components: readonly ComponentEntry[],
  links: readonly T[],
  urlOf: (link: T) => string,
): T[] {
  const slots: number[] = [];
  const anchored: T[] = [];
  for (const [index, link] of links.entries()) {
    if (!urlOf(link).startsWith("#")) continue;
    slots.push(index);
    anchored.push(link);
  }
  const sorted = anchored
    .map((link, index) => ({ link, index, place: anchorPlace(components, urlOf(link).slice(1)) }))
    .sort((a, b) => a.place - b.place || a.index - b.index);
  const result = [...links];
  for (const [index, slot] of slots.entries()) result[slot] = sorted[index]?.link as T;
  return result;
}
