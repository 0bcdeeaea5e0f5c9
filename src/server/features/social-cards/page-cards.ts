import type { MediaStore } from "#server/features/media/media-store.ts";
import type { PostsService } from "#server/features/posts/post.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import type { CacheDependencies } from "#server/pages/cache-scope.ts";
import { projectCardContent } from "./card-contents.ts";
import { coverDataUri, readMediaFile } from "./card-cover.ts";
import type { CardContent } from "./social-card.tsx";

interface PageCardDeps {
  projects: Pick<ProjectService, "bySlug">;
  posts: Pick<PostsService, "findPublished">;
  siteConfig: Pick<SiteConfigService, "get">;
  mediaStore: MediaStore;
  publicUrl: string;
}

type CardSource = () => Promise<{ content: CardContent; dependsOn: CacheDependencies } | undefined>;

/** The cover as the card draws it: the image's bytes at its focal point, or none. */
async function coverOf(
  store: MediaStore,
  image: string | null,
  focus: { x: number; y: number } | null,
): Promise<string | undefined> {
  const bytes = image ? await readMediaFile(store, image) : undefined;
  return bytes ? coverDataUri(bytes, focus) : undefined;
}

/**
 * The cards made on demand, one per page: `project-<slug>` for a published project (decision 103) and
 * `post-<slug>` for a published post (decision 159), each with its cover, title and short text. An
 * unknown kind, a draft, an earlier slug or a protected project (whose page shares the site's card,
 * decision 158) has none.
 */
export function pageCardSources({ projects, posts, siteConfig, mediaStore, publicUrl }: PageCardDeps) {
  const sources: Record<string, (slug: string) => CardSource> = {
    "project-": (slug) => async () => {
      const found = await projects.bySlug(slug);
      if (!found || "redirect" in found || found.project.visibility === "protected") return undefined;
      const { project } = found;
      const cover = await coverOf(mediaStore, project.image, project.imageFocus);
      const content = projectCardContent(project, await siteConfig.get(), publicUrl, cover);
      // It shows this project alone (and the site's name and colours, which change everything).
      return { content, dependsOn: { projects: [project.id] } };
    },
    "post-": (slug) => async () => {
      const found = await posts.findPublished(slug);
      if (!found || "redirect" in found) return undefined;
      const { post } = found;
      const settings = await siteConfig.get();
      const words = {
        title: post.title,
        description: post.summary,
        category: siteTexts(settings)["writing.title"],
      };
      const content = projectCardContent(
        words,
        settings,
        publicUrl,
        await coverOf(mediaStore, post.cover, post.coverFocus),
      );
      // A post's write changes every page (it declares `changesPage`).
      return { content, dependsOn: "everything" };
    },
  };
  return (kind: string): CardSource | undefined => {
    const prefix = Object.keys(sources).find((start) => kind.startsWith(start) && kind.length > start.length);
    return prefix ? sources[prefix]?.(kind.slice(prefix.length)) : undefined;
  };
}
