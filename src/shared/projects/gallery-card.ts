import { z } from "zod";
import { projectSchema } from "./schema.ts";

/**
 * A project as the gallery shows it, on its card and in its details (decision 131): not its write-up (up
 * to 100,000 characters, shown on the project's own page), its pictures' gallery, its SEO fields or
 * the owner's ordering and dates.
 */
export const galleryCardSchema = projectSchema.pick({
  id: true,
  slug: true,
  title: true,
  description: true,
  category: true,
  image: true,
  imageAsset: true,
  imageFocus: true,
  video: true,
  technologies: true,
  features: true,
  links: true,
  duration: true,
  status: true,
});
export type GalleryCard = z.infer<typeof galleryCardSchema>;

/** What leaves the server of a project (or a sample) for the gallery: its schema's fields, no others. */
export function toGalleryCard(project: GalleryCard): GalleryCard {
  return galleryCardSchema.parse(project);
}

/** A page of the public gallery: cards, and how many projects match in all. */
export const galleryCardListSchema = z.object({ items: z.array(galleryCardSchema), total: z.number() });
export type GalleryCardList = z.infer<typeof galleryCardListSchema>;
