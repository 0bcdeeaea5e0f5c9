import type { SiteConfig } from "#shared/site-config/schema.ts";
import type { PageTextMap, Texts } from "#shared/texts/catalogue.ts";
import { resolvePageTexts, resolveTexts, type Translation } from "#shared/texts/resolve.ts";
import { translationLanguage, translationLoaders } from "#shared/texts/translations.ts";

/** Every translation of the interface texts, read once when the server starts (about 100 KB). */
const translations = new Map<string, Translation>(
  await Promise.all(
    Object.entries(translationLoaders).map(
      async ([language, load]) => [language, (await load()).default] as const,
    ),
  ),
);

type TextsSource = Pick<SiteConfig, "texts" | "site">;

function translationFor({ site }: TextsSource): Translation | undefined {
  const language = translationLanguage(site.language);
  return language ? translations.get(language) : undefined;
}

/** Every interface text of the site: the owner's, else the site language's, else English. */
export function siteTexts(config: TextsSource): Texts {
  return resolveTexts(config.texts, translationFor(config));
}

/** The interface texts a page shows (the mails' stay on the server), resolved as `siteTexts` does. */
export function sitePageTexts(config: TextsSource): PageTextMap {
  return resolvePageTexts(config.texts, translationFor(config));
}
