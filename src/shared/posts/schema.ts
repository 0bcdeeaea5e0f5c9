import { z } from "zod";
import { isSlug, slugMessages } from "#shared/projects/slug.ts";
import { postLimits as limits, postMessages as messages, postStatuses } from "./rules.ts";

const focusPercent = (axis: string) =>
  z
    .number({ error: messages.focusRange(axis) })
    .int(messages.focusRange(axis))
    .min(0, messages.focusRange(axis))
    .max(100, messages.focusRange(axis));

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** Tags: trimmed, empty ones dropped, the same tag (in any case) once. */
const tagsSchema = z
  .array(z.string({ error: messages.tagTooLong }).trim().max(limits.tagMax, messages.tagTooLong), {
    error: messages.tooManyTags,
  })
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= limits.tagsMax, messages.tooManyTags);

const fields = {
  title: z
    .string({ error: messages.titleRequired })
    .trim()
    .min(1, messages.titleRequired)
    .max(limits.titleMax, messages.titleTooLong),
  /** The page's address (/writing/:slug); made from the title when left out on create. */
  slug: z.string({ error: slugMessages.malformed }).trim().refine(isSlug, slugMessages.malformed),
  summary: z
    .string({ error: messages.summaryTooLong })
    .trim()
    .max(limits.summaryMax, messages.summaryTooLong),
  body: z.string({ error: messages.bodyTooLong }).max(limits.bodyMax, messages.bodyTooLong),
  cover: z
    .string({ error: messages.cover })
    .trim()
    .refine((value) => value === "" || /^\/media\/[\w./-]+$/.test(value), messages.cover)
    .transform((value) => value || null)
    .nullable(),
  coverFocus: z.strictObject({ x: focusPercent("x"), y: focusPercent("y") }).nullable(),
  tags: tagsSchema,
  status: z.enum(postStatuses, { error: messages.status }),
  publishedAt: z.iso.datetime({ offset: true, error: messages.publishedAt }).nullable(),
  canonicalUrl: z
    .string({ error: messages.canonicalUrl })
    .trim()
    .max(limits.canonicalUrlMax, messages.canonicalUrl)
    .refine((value) => value === "" || httpUrl(value), messages.canonicalUrl),
};

/** A new post: a title at least; everything else has a default (a draft). */
export const postCreateSchema = z.strictObject({
  title: fields.title,
  slug: fields.slug.optional(),
  summary: fields.summary.default(""),
  body: fields.body.default(""),
  cover: fields.cover.default(null),
  coverFocus: fields.coverFocus.default(null),
  tags: tagsSchema.default([]),
  status: fields.status.default("draft"),
  publishedAt: fields.publishedAt.default(null),
  canonicalUrl: fields.canonicalUrl.default(""),
});
export type PostCreate = z.input<typeof postCreateSchema>;
export type PostCreateParsed = z.output<typeof postCreateSchema>;

/** A change to a post: any of its fields. */
export const postUpdateSchema = z.strictObject({
  title: fields.title.optional(),
  slug: fields.slug.optional(),
  summary: fields.summary.optional(),
  body: fields.body.optional(),
  cover: fields.cover.optional(),
  coverFocus: fields.coverFocus.optional(),
  tags: tagsSchema.optional(),
  status: fields.status.optional(),
  publishedAt: fields.publishedAt.optional(),
  canonicalUrl: fields.canonicalUrl.optional(),
});
export type PostUpdate = z.input<typeof postUpdateSchema>;
export type PostUpdateParsed = z.output<typeof postUpdateSchema>;

/** A post as the owner's screens see it. */
export const postSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  cover: z.string().nullable(),
  coverFocus: z.object({ x: z.number(), y: z.number() }).nullable(),
  tags: z.array(z.string()),
  status: z.enum(postStatuses),
  publishedAt: z.string().nullable(),
  canonicalUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postListSchema = z.object({ items: z.array(postSchema) });
export const postIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
