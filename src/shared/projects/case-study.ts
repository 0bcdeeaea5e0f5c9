import { z } from "zod";
import { isProjectUrl } from "./rules.ts";

/**
 * The case-study fields of a project (its own page at /projects/:slug): the write-up in Markdown,
 * a gallery of captioned images, and what search engines and social cards show. One contract for
 * the API, the server's page and the admin form.
 */
export const caseStudyLimits = {
  bodyMax: 100_000,
  galleryMax: 24,
  altMax: 300,
  captionMax: 300,
  seoTitleMax: 70,
  seoDescriptionMax: 200,
} as const;

export const galleryImageSchema = z.strictObject({
  src: z
    .string({ error: "Each gallery image needs a file" })
    .trim()
    .min(1, "Each gallery image needs a file")
    .max(2048, "A gallery image's address must be at most 2048 characters")
    .refine(isProjectUrl, "A gallery image's address must be an uploaded file or an http(s) URL"),
  alt: z
    .string({ error: "Alt text must be text" })
    .trim()
    .max(caseStudyLimits.altMax, `Alt text must be at most ${caseStudyLimits.altMax} characters`),
  caption: z
    .string({ error: "A caption must be text" })
    .trim()
    .max(caseStudyLimits.captionMax, `A caption must be at most ${caseStudyLimits.captionMax} characters`),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const projectGallerySchema = z
  .array(galleryImageSchema, { error: "The gallery must be a list of images" })
  .max(caseStudyLimits.galleryMax, `The gallery holds at most ${caseStudyLimits.galleryMax} images`);

export const projectBodySchema = z.string({ error: "The write-up must be text" }).max(
  caseStudyLimits.bodyMax,
  // Grouped by hand: a locale's number format loads ICU's data into the server at start (~5 MB).
  `The write-up must be at most ${String(caseStudyLimits.bodyMax).replace(/\B(?=(\d{3})+$)/g, ",")} characters`,
);
