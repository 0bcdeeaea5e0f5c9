/** Posts of the Writing tab (decision 159): their states, limits and the owner's messages. */

export const postStatuses = ["draft", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postLimits = {
  titleMax: 200,
  summaryMax: 500,
  bodyMax: 200_000,
  tagMax: 40,
  tagsMax: 12,
  canonicalUrlMax: 500,
} as const;

export const postMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be at most ${postLimits.titleMax} characters`,
  summaryTooLong: `Summary must be at most ${postLimits.summaryMax} characters`,
  bodyTooLong: `The write-up must be at most ${postLimits.bodyMax.toLocaleString("en")} characters`,
  tagTooLong: `A tag must be at most ${postLimits.tagMax} characters`,
  tooManyTags: `A post can have at most ${postLimits.tagsMax} tags`,
  status: "Status must be draft or published",
  publishedAt: "The publish date must be a date and time, like 2026-11-28T09:00:00Z",
  publishedInFuture:
    "A published post cannot be dated in the future: keep it a draft and set when it goes live under Schedule",
  canonicalUrl: "The canonical URL must be a full https:// or http:// address, or empty",
  cover: "The cover must be an image from the media library (/media/…), or empty",
  focusRange: (axis: string) => `The focal point's ${axis} must be a whole number from 0 to 100`,
  slugTaken: (slug: string) => `The address /writing/${slug} is already used by another post`,
  notFound: "Post not found.",
} as const;

/** A post page's path. */
export function postPagePath(slug: string): string {
  return `/writing/${slug}`;
}

/** The slug of a post whose title has nothing spellable: `post-<first 8 letters of the id>`. */
export function postFallbackSlug(id: string): string {
  return `post-${
    id
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()
      .slice(0, 8) || "page"
  }`;
}
