import { z } from "zod";
import { componentListSchema } from "#shared/components/schema.ts";
import { isTimeZone } from "#shared/schedule/zoned-time.ts";
import { isTextKey } from "#shared/texts/catalogue.ts";

/**
 * The site configuration: theme colours, site identity, layout switches, SEO, analytics,
 * contact details, performance and security settings. Stored on the server as one document; the
 * admin's Site Config editor and `PUT /api/site-config` validate with this schema, the public page
 * reads it for texts, colours and head tags.
 */

const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "Colours must be hex values like #08afff");

/** Whole numbers; numeric strings from form inputs are parsed as integers. */
const integer = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number.parseInt(value, 10) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const text = (max: number) => z.string().trim().max(max);

const emailAddress = z.email();

/** Empty, or an absolute http(s) address: what the public page may link to. */
const webAddress = (label: string) =>
  text(500).refine((value) => {
    if (value === "") return true;
    try {
      return ["http:", "https:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `${label} must be a link starting with https:// or http://`);

export const themeConfigSchema = z.object({
  primaryColor: hexColor,
  backgroundColor: hexColor,
  backgroundBlack: hexColor,
  textColor: hexColor,
  textSecondaryColor: hexColor,
  themeTextColor: hexColor,
  /**
   * Headline accents in the Primary Color (on) or in Theme Text Color (off). Absent in configurations
   * saved before it existed: they follow when the two colours are equal (see `accentFollowsPrimary`).
   */
  accentFollowsPrimary: z.boolean().optional(),
});

/** A BCP 47 language tag ("en", "sv", "pt-BR"), kept in its canonical spelling. */
const languageTag = z
  .string()
  .trim()
  .transform((value, context) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(value);
      if (canonical) return canonical;
    } catch {}
    context.addIssue({ code: "custom", message: "Language must be a language code such as en, sv or pt-BR" });
    return z.NEVER;
  });

export const siteSettingsSchema = z.object({
  title: text(120).min(1, "Site title is required"),
  /** The page's language: `<html lang>`, and the digits and dates the page writes. */
  language: languageTag.default("en"),
  /** The time zone the owner schedules in (an IANA name: "Europe/Lisbon"); decision 150. */
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, "Time zone must be a time zone such as Europe/Lisbon or UTC")
    .default("UTC"),
  description: text(500),
  author: text(120).min(1, "Author is required"),
  keywords: text(500),
  logo: text(500),
  favicon: text(500),
});

export const layoutConfigSchema = z.object({
  showStars: z.boolean(),
  enableAnimations: z.boolean(),
  mobileBreakpoint: integer(200, 4000, "Mobile breakpoint must be a whole number between 200 and 4000"),
  showLoader: z.boolean(),
  loaderDuration: integer(0, 20000, "Loader duration must be a whole number between 0 and 20000"),
});

export const twitterCards = ["summary", "summary_large_image"] as const;

export const seoConfigSchema = z.object({
  metaTitle: text(120),
  metaDescription: text(500),
  ogTitle: text(120),
  ogDescription: text(500),
  ogImage: text(500),
  twitterCard: z.enum(twitterCards, { error: "Twitter card must be summary or summary_large_image" }),
});

export const analyticsConfigSchema = z.object({
  googleAnalyticsId: text(64),
  googleTagManagerId: text(64),
  hotjarId: text(64),
  enableAnalytics: z.boolean(),
  /**
   * Folio's own cookieless analytics (decision 064), separate from the trackers above. Both fields have
   * defaults, so a configuration saved or exported before they existed stays valid.
   */
  builtIn: z.boolean().default(true),
  /** How many months the daily analytics figures are kept. */
  retentionMonths: integer(1, 120, "Keep analytics for 1 to 120 months").default(25),
});

export const socialLinksSchema = z.object({
  linkedin: webAddress("LinkedIn"),
  github: webAddress("GitHub"),
  instagram: webAddress("Instagram"),
  twitter: webAddress("Twitter / X"),
});

export const contactConfigSchema = z.object({
  /** Where feedback notifications go (empty: the owner's account e-mail). */
  email: text(254).refine(
    (value) => value === "" || emailAddress.safeParse(value).success,
    "Contact email must be a valid email address",
  ),
  phone: text(40),
  location: text(200),
  socialLinks: socialLinksSchema,
});

export const performanceConfigSchema = z.object({
  enableLazyLoading: z.boolean(),
  enableImageOptimization: z.boolean(),
  enableCodeSplitting: z.boolean(),
  enableServiceWorker: z.boolean(),
});

export const securityConfigSchema = z.object({
  enableCSP: z.boolean(),
  enableHSTS: z.boolean(),
  hideServerInfo: z.boolean(),
});

export const textMax = 1000;

/**
 * The owner's interface texts (decision 072): only those that differ from the defaults are kept. A key
 * the catalogue does not know is dropped and an empty text means the default, so an older export, or
 * one from a newer Folio, still imports.
 */
export const siteTextsSchema = z
  .record(z.string(), z.string().max(textMax, `A text may be at most ${textMax} characters`))
  .transform((texts) =>
    Object.fromEntries(
      Object.entries(texts).flatMap(([key, value]) => (isTextKey(key) && value.trim() ? [[key, value]] : [])),
    ),
  );

export const siteConfigSchema = z.object({
  theme: themeConfigSchema,
  site: siteSettingsSchema,
  layout: layoutConfigSchema,
  seo: seoConfigSchema,
  analytics: analyticsConfigSchema,
  contact: contactConfigSchema,
  performance: performanceConfigSchema,
  security: securityConfigSchema,
  texts: siteTextsSchema.default({}),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type ThemeConfig = SiteConfig["theme"];
export type SocialLinks = SiteConfig["contact"]["socialLinks"];

/** The defaults of every setting. The owner's name and texts are sample content the owner replaces. */
export const defaultSiteConfig: SiteConfig = {
  theme: {
    primaryColor: "#08afff",
    backgroundColor: "#ebebeb",
    backgroundBlack: "#1e1d1d",
    textColor: "#f3f3f3",
    textSecondaryColor: "#767676",
    themeTextColor: "#08afff",
  },
  site: {
    title: "Alex Morgan — MERN Stack Developer",
    language: "en",
    timeZone: "UTC",
    description:
      "Alex Morgan is a full-stack MERN developer and freelancer building fast, accessible web apps with React, Node.js and MongoDB.",
    author: "Alex Morgan",
    keywords: "Alex Morgan, MERN stack developer, React developer, Node.js, MongoDB, freelancer, portfolio",
    logo: "",
    favicon: "/favicon.svg",
  },
  layout: {
    showStars: true,
    enableAnimations: true,
    mobileBreakpoint: 768,
    showLoader: true,
    loaderDuration: 3000,
  },
  seo: {
    metaTitle: "Alex Morgan — MERN Stack Developer & Freelancer",
    metaDescription:
      "Portfolio of Alex Morgan, a full-stack MERN developer: projects, skills, experience and a way to get in touch.",
    ogTitle: "Alex Morgan — MERN Stack Developer",
    ogDescription: "Scalable web apps with React, Node.js and MongoDB. See the projects and get in touch.",
    ogImage: "/images/og-image.png",
    twitterCard: "summary_large_image",
  },
  analytics: {
    googleAnalyticsId: "",
    googleTagManagerId: "",
    hotjarId: "",
    enableAnalytics: false,
    builtIn: true,
    retentionMonths: 25,
  },
  contact: {
    email: "hello@alexmorgan.dev",
    phone: "+1 555 010 2025",
    location: "Lisbon, Portugal",
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/alexmorgan-dev",
      github: "https://github.com/alexmorgan-dev",
      instagram: "https://www.instagram.com/alexmorgan.dev",
      twitter: "https://x.com/alexmorgan_dev",
    },
  },
  performance: {
    enableLazyLoading: true,
    enableImageOptimization: true,
    enableCodeSplitting: true,
    enableServiceWorker: false,
  },
  security: {
    enableCSP: false,
    enableHSTS: false,
    hideServerInfo: true,
  },
  texts: {},
};

/**
 * What `GET /api/site-config` answers: the configuration plus `version`, which increases on every save.
 * A `PUT` must send that `version` back; a stale one answers 409 instead of overwriting newer work.
 */
export const siteConfigDocumentSchema = siteConfigSchema.extend({
  version: z.number().int().min(0),
});
export type SiteConfigDocument = z.infer<typeof siteConfigDocumentSchema>;

/** What `POST /api/site-config/reset` answers: both things it restored, for the editor to take at once. */
export const siteConfigResetSchema = z.object({
  siteConfig: siteConfigDocumentSchema,
  components: componentListSchema,
});
export type SiteConfigReset = z.infer<typeof siteConfigResetSchema>;
