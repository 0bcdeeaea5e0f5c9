import { entry, type TextEntry } from "./text-entry.ts";

/** The writing pages' texts (`/writing` and a post's page, decision 159). */
export const writingTexts = {
  "writing.title": entry("writing", "Heading of the list of posts", "Writing"),
  "writing.tagged": entry("writing", "Heading of the list of one tag ({tag})", "Posts tagged “{tag}”"),
  "writing.empty": entry("writing", "The list with no post", "Nothing published here yet."),
  "writing.back": entry("writing", "Link to the whole list", "All posts"),
  "writing.readingTime": entry("writing", "A post's reading time ({minutes})", "{minutes} min read"),
  "writing.contents": entry("writing", "Heading of a post's table of contents", "Contents"),
  "writing.tags": entry("writing", "A post's tags (screen readers)", "Tags"),
  "writing.newer": entry("writing", "Link to the newer post", "Newer post"),
  "writing.older": entry("writing", "Link to the older post", "Older post"),
  "writing.neighbours": entry("writing", "Other posts (screen readers)", "More posts"),
  "writing.pages": entry("writing", "The list's pages (screen readers)", "Pages"),
  "writing.pageOf": entry("writing", "The list's page ({page}, {count})", "Page {page} of {count}"),
  "writing.newerPage": entry("writing", "Link to the page of newer posts", "Newer posts"),
  "writing.olderPage": entry("writing", "Link to the page of older posts", "Older posts"),
  "writing.firstPublished": entry(
    "writing",
    "A post first published elsewhere ({site}: that site's address)",
    "First published at {site}",
  ),
  "writing.copyCode": entry("writing", "Button on a code block", "Copy"),
  "writing.copied": entry("writing", "The code block's button once copied", "Copied"),
} as const satisfies Record<string, TextEntry>;
