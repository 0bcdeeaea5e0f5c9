import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { searchTexts } from "#shared/site-config/sample-leftovers.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { cardText, isRightToLeft } from "./card-text.ts";
import type { CardContent } from "./social-card.tsx";

export interface CardWords {
  name: string;
  title: string;
  subtitle: string;
  category: string;
}

/** The site's address as the card's foot shows it: `alexmorgan.dev`, `example.com/folio`. */
export function siteLabel(publicUrl: string): string {
  return publicUrl.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
}

/** A card's content from the owner's words and the theme: texts made drawable, directions kept. */
export function cardContent(
  words: CardWords,
  config: Pick<SiteConfig, "theme" | "site">,
  publicUrl: string,
): CardContent {
  const { theme } = config;
  return {
    language: config.site.language,
    name: cardText(words.name),
    title: cardText(words.title),
    subtitle: cardText(words.subtitle),
    category: cardText(words.category),
    site: cardText(siteLabel(publicUrl)),
    rtl: {
      name: isRightToLeft(words.name),
      title: isRightToLeft(words.title),
      subtitle: isRightToLeft(words.subtitle),
    },
    colors: {
      background: theme.backgroundBlack,
      primary: theme.primaryColor,
      text: theme.textColor,
    },
  };
}

/** The role in "Name — Role" (or "Role | Name"); the whole title when it is not of that form. */
function roleOf(title: string, name: string): string {
  const parts = title.split(/\s+[—–|·:-]\s+/).map((part) => part.trim());
  if (parts.length === 2 && parts.some((part) => part.toLowerCase() === name.trim().toLowerCase()))
    return parts.find((part) => part.toLowerCase() !== name.trim().toLowerCase()) ?? title;
  return title === name ? "" : title;
}

/** The card of `/`: the owner's name, the site's title (its role part), the site's description. */
export function homeCardContent(
  config: Pick<SiteConfig, "theme" | "site" | "seo">,
  publicUrl: string,
): CardContent {
  const { site } = config;
  return cardContent(
    {
      name: site.author,
      title: roleOf(site.title, site.author),
      subtitle: searchTexts(config).description,
      category: "",
    },
    config,
    publicUrl,
  );
}

/** The card of `/resume`: the owner's name, "Résumé" in the owner's words, the headline and the summary. */
export function resumeCardContent(
  resume: { name: string; headline: string; summary: string },
  config: Pick<SiteConfig, "theme" | "site" | "texts">,
  publicUrl: string,
): CardContent {
  const texts = siteTexts(config);
  return cardContent(
    {
      name: resume.name,
      title: resume.headline,
      subtitle: resume.summary,
      category: texts["resume.menuLink"],
    },
    config,
    publicUrl,
  );
}

/** The card of a project's page: its title, category and short description, the owner's name. */
export function projectCardContent(
  project: { title: string; category: string; description: string },
  config: Pick<SiteConfig, "theme" | "site">,
  publicUrl: string,
  cover?: string,
): CardContent {
  const content = cardContent(
    {
      name: config.site.author,
      title: project.title,
      subtitle: project.description,
      category: project.category,
    },
    config,
    publicUrl,
  );
  return cover ? { ...content, cover } : content;
}
