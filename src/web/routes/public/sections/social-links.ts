import type { SocialLinks } from "#shared/site-config/schema.ts";
import type { PageTextKey } from "#shared/texts/catalogue.ts";
import { AtSign, Briefcase, Camera, GitBranch, type Icon } from "#web/components/public/icons.tsx";

export type SocialPlatform = keyof SocialLinks;

/** Each platform's icon and the key of its name among the interface texts. */
const platforms: Record<SocialPlatform, { label: PageTextKey; icon: Icon }> = {
  linkedin: { label: "contact.linkedin", icon: Briefcase },
  instagram: { label: "contact.instagram", icon: Camera },
  github: { label: "contact.github", icon: GitBranch },
  twitter: { label: "contact.twitter", icon: AtSign },
};

export interface SocialLink {
  platform: SocialPlatform;
  label: PageTextKey;
  href: string;
  icon: Icon;
}

/** Own keys only: `in` would also accept names every object inherits, such as "constructor". */
function isPlatform(value: string): value is SocialPlatform {
  return Object.hasOwn(platforms, value);
}

/** The configured links for the listed platforms, in that order, skipping empty ones. */
export function socialLinksFor(order: readonly string[], links: SocialLinks): SocialLink[] {
  return order.filter(isPlatform).flatMap((platform) => {
    const href = links[platform].trim();
    return href ? [{ platform, href, ...platforms[platform] }] : [];
  });
}

/** A maps search for the location (opens in the visitor's maps site; nothing is loaded from it). */
export function mapsHref(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
