import { z } from "zod";
import { type FieldRules, feedbackFields, fieldRules } from "#shared/feedback/rules.ts";
import { imageFocusSchema } from "#shared/projects/schema.ts";
import { socialLinksSchema } from "#shared/site-config/schema.ts";

/**
 * Content sections: named, typed blocks of page text the owner edits. The public page
 * reads the published ones; a field that is missing or malformed falls back to its default, so a
 * hand-edited JSON section never breaks the page.
 */

export const sectionTypes = [
  "hero",
  "about",
  "services",
  "experience",
  "projects",
  "testimonials",
  "contact",
  "footer",
] as const;
export type SectionType = (typeof sectionTypes)[number];

export const sectionStatuses = ["published", "draft", "archived"] as const;
export type SectionStatus = (typeof sectionStatuses)[number];

const str = z.string();
const strList = z.array(z.string());

/** What a contact or footer section's `socialLinks` may list: the platforms of the configuration's links. */
export const socialPlatforms = socialLinksSchema.keyof().options;
export type SocialPlatform = (typeof socialPlatforms)[number];
export const socialLinksMessage = `Social links must be one of ${socialPlatforms.join(", ")}`;
const socialPlatformList = z.array(z.enum(socialPlatforms, { error: socialLinksMessage }), {
  error: socialLinksMessage,
});

export const heroContentSchema = z.object({
  mainTitle: str,
  subtitle: str,
  description: str,
  ctaText: str,
  backgroundImage: str,
  overlayOpacity: z.number().min(0).max(1),
  /** The year the loader shows after 'Developed Portfolio @'. */
  loaderYear: str,
  /** The badge under the headings ('Available for freelance work'), shown while `showAvailability`. */
  availability: str,
  showAvailability: z.boolean(),
});

export const aboutContentSchema = z.object({
  /** The small line above the greeting. */
  eyebrow: str,
  title: str,
  introduction: str,
  description: str,
  image: str,
  /** The photo's description for screen readers; empty reads the texts' 'Portrait of {name}'. */
  imageAlt: str,
  /** The photo's focal point (decision 062), kept in view by its crop; null is the centre. */
  imageFocus: imageFocusSchema.nullable(),
  signature: str,
  /** Under the photo; `{name}` is the owner's name. */
  caption: str,
  skills: strList,
  experience: str,
  projects: str,
  clients: str,
});

const serviceSchema = z.object({ name: str, description: str, icon: str, features: strList });
const statSchema = z.object({ value: str, label: str });
const technologySchema = z.object({ name: str, icon: str });

export const servicesContentSchema = z.object({
  title: str,
  subtitle: str,
  description: str,
  stats: z.array(statSchema),
  services: z.array(serviceSchema),
  skillsetTitle: str,
  technologies: z.array(technologySchema),
  marquee: strList,
});

const experienceEntrySchema = z.object({
  position: str,
  company: str,
  duration: str,
  description: str,
  technologies: strList,
  achievements: strList,
});
const skillGroupSchema = z.object({ category: str, items: strList });
/** A school or course: "MSc Computer Science" at "University of Porto", "2016 – 2018". */
const educationEntrySchema = z.object({ degree: str, institution: str, period: str });
/** A certificate or an award: what, from whom, when. */
const credentialSchema = z.object({ title: str, issuer: str, date: str });
const spokenLanguageSchema = z.object({ language: str, fluency: str });

export const experienceContentSchema = z.object({
  /** The small line above the title. */
  eyebrow: str,
  title: str,
  experiences: z.array(experienceEntrySchema),
  skills: z.array(skillGroupSchema),
  education: z.array(educationEntrySchema),
  certificates: z.array(credentialSchema),
  awards: z.array(credentialSchema),
  languages: z.array(spokenLanguageSchema),
  quote: str,
  quoteAuthor: str,
});

export const projectsContentSchema = z.object({
  title: str,
  subtitle: str,
  description: str,
  categories: strList,
  featuredProjects: z.array(z.looseObject({ id: str, title: str })),
});

export const ratingMessage = "Rating must be a number from 0 to 5";
const testimonialSchema = z.object({
  id: str,
  name: str,
  position: str,
  company: str,
  content: str,
  rating: z
    .number({ error: ratingMessage })
    .min(0, { error: ratingMessage })
    .max(5, { error: ratingMessage }),
  image: str,
});

export const testimonialsContentSchema = z.object({
  title: str,
  entries: z.array(testimonialSchema),
});

export const fieldRulesMessage = "Each form field is required, optional or hidden";
export const allHiddenMessage = "Show at least one field of the form";
const fieldRule = z.enum(fieldRules, { error: fieldRulesMessage }).default("required");

/**
 * `contactForm.fields`: each field's rule (a field left out is required). The older form, a list of
 * field names, still reads: a listed field is required, any other hidden (decision 073).
 */
export const contactFieldsSchema = z
  .union(
    [
      z.object({
        user_name: fieldRule,
        user_number: fieldRule,
        user_email: fieldRule,
        message: fieldRule,
      }),
      z
        .array(z.string())
        .transform(
          (names): FieldRules =>
            Object.fromEntries(
              feedbackFields.map((field) => [field, names.includes(field) ? "required" : "hidden"]),
            ) as FieldRules,
        ),
    ],
    { error: fieldRulesMessage },
  )
  .refine((rules) => feedbackFields.some((field) => rules[field] !== "hidden"), allHiddenMessage);

export const contactContentSchema = z.object({
  title: str,
  text: str,
  contactInfo: z.object({ email: str, phone: str, location: str }),
  contactForm: z.object({
    enabled: z.boolean(),
    fields: contactFieldsSchema,
    submitText: str,
    successMessage: str,
  }),
  socialLinks: socialPlatformList,
});

export const footerContentSchema = z.object({
  thankYouMessage: str,
  copyright: str,
  links: z.array(z.object({ text: str, url: str })),
  socialLinks: socialPlatformList,
});

export type HeroContent = z.infer<typeof heroContentSchema>;
export type AboutContent = z.infer<typeof aboutContentSchema>;
export type ServicesContent = z.infer<typeof servicesContentSchema>;
export type ExperienceContent = z.infer<typeof experienceContentSchema>;
export type ProjectsContent = z.infer<typeof projectsContentSchema>;
export type TestimonialsContent = z.infer<typeof testimonialsContentSchema>;
export type ContactContent = z.infer<typeof contactContentSchema>;
export type FooterContent = z.infer<typeof footerContentSchema>;

export interface SectionContentMap {
  hero: HeroContent;
  about: AboutContent;
  services: ServicesContent;
  experience: ExperienceContent;
  projects: ProjectsContent;
  testimonials: TestimonialsContent;
  contact: ContactContent;
  footer: FooterContent;
}

export const sectionContentSchemas = {
  hero: heroContentSchema,
  about: aboutContentSchema,
  services: servicesContentSchema,
  experience: experienceContentSchema,
  projects: projectsContentSchema,
  testimonials: testimonialsContentSchema,
  contact: contactContentSchema,
  footer: footerContentSchema,
} as const satisfies { [K in SectionType]: z.ZodObject };

/**
 * What the raw JSON editor may save for any type: any JSON object (fields are checked when read), except
 * a `socialLinks` list naming anything but a known platform, which is refused before it is stored.
 */
export const sectionContentInputSchema = z.looseObject(
  { socialLinks: socialPlatformList.optional() },
  { error: "Content must be a JSON object" },
);

export const contentSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(sectionTypes),
  status: z.enum(sectionStatuses),
  content: z.record(z.string(), z.unknown()),
  lastModified: z.string(),
  /** The section's current version (decision 139), on the editors' reads: what a PATCH sends back. */
  version: z.number().int().optional(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;
