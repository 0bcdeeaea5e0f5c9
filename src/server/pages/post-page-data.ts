import type { FastifyInstance } from "fastify";
import { mediaImageSizes } from "#server/features/markdown/media-image-sizes.ts";
import { toPublicPost } from "#server/features/posts/post-presenters.ts";
import type { PageData } from "#shared/page/page-data.ts";
import {
  type PostPageData,
  readingMinutes,
  tocMinHeadings,
  type WritingPageData,
} from "#shared/posts/post-page.ts";
import type { Post } from "#shared/posts/schema.ts";
import { type LoadedPage, loadPageData } from "./page-data.ts";
import { headingsOf, renderWriteUp } from "./write-up-html.ts";

/** The sections the writing pages show around their content: the footer's (the header needs none). */
const shownSections = new Set(["footer"]);

/** The site's data for a page of its own (no gallery, no sections but the footer). */
function aroundContent({ data }: LoadedPage): PageData {
  return {
    ...data,
    sections: data.sections.filter((section) => shownSections.has(section.type)),
    projects: { ...data.projects, items: [] },
  };
}

/** Everything a post's page shows: the site's menu, theme, texts and footer, and the post rendered. */
export async function loadPostPageData(
  app: FastifyInstance,
  post: Post,
): Promise<LoadedPage & { data: PageData & { postPage: PostPageData } }> {
  const [loaded, { newer, older }, bodyHtml] = await Promise.all([
    loadPageData(app),
    app.services.posts.neighbours(post),
    renderWriteUp(post.body, mediaImageSizes(app.services.media)),
  ]);
  const headings = headingsOf(bodyHtml);
  return {
    data: {
      ...aroundContent(loaded),
      postPage: {
        post: toPublicPost(post),
        bodyHtml,
        toc: headings.length >= tocMinHeadings ? headings : [],
        readingMinutes: readingMinutes(post.body),
        newer,
        older,
      },
    },
    siteConfig: loaded.siteConfig,
  };
}

/** A page of the list of published posts (`/writing`), optionally of one tag. */
export async function loadWritingPageData(
  app: FastifyInstance,
  { tag, page }: { tag: string | null; page: number },
): Promise<LoadedPage & { data: PageData & { writingPage: WritingPageData } }> {
  const [loaded, list] = await Promise.all([
    loadPageData(app),
    app.services.posts.publishedPage({ tag, page }),
  ]);
  return {
    data: { ...aroundContent(loaded), writingPage: { ...list, page, tag } },
    siteConfig: loaded.siteConfig,
  };
}
