import { z } from "zod";
import {
  analyticsConfigSchema,
  contactConfigSchema,
  layoutConfigSchema,
  performanceConfigSchema,
  type SiteConfig,
  siteSettingsSchema,
} from "./schema.ts";

/**
 * The part of the site configuration visitors' code reads (decision 131): the page's language and the
 * owner's name and logo, the layout switches, the contact details the page shows, the picture settings
 * and whether Folio's own analytics runs. Not the security settings, the third-party trackers' IDs (the
 * server writes their tags into the head), the SEO fields (the head again) or the owner's texts (the page
 * data carries them resolved, once).
 */
export const publicSiteConfigSchema = z.strictObject({
  site: siteSettingsSchema.pick({ language: true, author: true, logo: true }).strict(),
  layout: layoutConfigSchema.strict(),
  contact: contactConfigSchema.strict(),
  performance: performanceConfigSchema
    .pick({ enableLazyLoading: true, enableImageOptimization: true })
    .strict(),
  analytics: analyticsConfigSchema.pick({ builtIn: true }).strict(),
});
export type PublicSiteConfig = z.infer<typeof publicSiteConfigSchema>;

/** What leaves the server of the site configuration for visitors. */
export function toPublicSiteConfig({
  site,
  layout,
  contact,
  performance,
  analytics,
}: SiteConfig): PublicSiteConfig {
  return {
    site: { language: site.language, author: site.author, logo: site.logo },
    layout,
    contact,
    performance: {
      enableLazyLoading: performance.enableLazyLoading,
      enableImageOptimization: performance.enableImageOptimization,
    },
    analytics: { builtIn: analytics.builtIn },
  };
}
