import { defaultSiteConfig, type SiteConfig } from "./schema.ts";

type SearchTexts = Pick<SiteConfig["seo"], "metaTitle" | "metaDescription" | "ogTitle" | "ogDescription"> & {
  keywords: string;
  /** The site's description, "" while it is the sample's on a site the owner has made theirs. */
  description: string;
};

/** Whether the owner has made the site theirs: its title, author or description is no longer the sample's. */
function madeOwn(site: SiteConfig["site"]): boolean {
  const sample = defaultSiteConfig.site;
  return (
    site.title !== sample.title || site.author !== sample.author || site.description !== sample.description
  );
}

/**
 * The search and social texts the head uses (decision 137). The sample developer's are pre-filled; once
 * the owner has made the site theirs, a text still at the sample's value is no text, so the page's own
 * title and description take its place and a new owner's tab, search result and link preview never
 * carry the sample's name; the site's description itself, left at the sample's (it names the sample
 * developer) while the name and title are the owner's, is no description either. The sample site
 * itself keeps its texts.
 */
export function searchTexts(config: Pick<SiteConfig, "site" | "seo">): SearchTexts {
  const own = madeOwn(config.site);
  const pick = (value: string, sample: string) => (own && value.trim() === sample ? "" : value);
  const { seo, site } = config;
  const sample = defaultSiteConfig;
  return {
    metaTitle: pick(seo.metaTitle, sample.seo.metaTitle),
    metaDescription: pick(seo.metaDescription, sample.seo.metaDescription),
    ogTitle: pick(seo.ogTitle, sample.seo.ogTitle),
    ogDescription: pick(seo.ogDescription, sample.seo.ogDescription),
    keywords: pick(site.keywords, sample.site.keywords),
    description: pick(site.description, sample.site.description),
  };
}
