import type { PageData } from "#shared/page/page-data.ts";
import { htmlDocument } from "./html-document.ts";
import { pageAssets } from "./page-assets.ts";
import { type PageKindName, pageKinds } from "./page-kinds.ts";
import type { PageRenderer } from "./page-renderer.ts";

export interface PageContent {
  /** The page's own head tags (`head-tags.ts`). */
  head: string;
  /** The server-rendered markup. */
  appHtml: string;
  /** The data the page's script hydrates with (the public page, the live preview). */
  data?: PageData | null;
  /** The site's language on visitors' pages. */
  language?: string;
  /** False when the site's page plays no intro (public pages). */
  intro?: boolean;
}

/**
 * Every HTML page Folio serves, made one way (decision 156): the declared kind gives the entry, its
 * script's start, styles and fonts; the route gives the content. Built assets are worked out once per
 * kind and process; under the development server, Vite adds its client to the finished page.
 */
export async function renderPage(
  renderer: PageRenderer,
  url: string,
  kindName: PageKindName,
  content: PageContent,
): Promise<string> {
  const kind = pageKinds[kindName];
  const html = htmlDocument({
    language: content.language,
    fallbackFaces: kind.fonts === "none",
    head: content.head,
    assets: assetsOf(renderer, kindName, content.intro ?? true),
    appHtml: content.appHtml,
    data: content.data,
  });
  return renderer.finish(url, html);
}

const builtAssets = new WeakMap<PageRenderer, Map<string, string>>();

/** The assets of a kind of page, kept per renderer once built (a build's files never change). */
function assetsOf(renderer: PageRenderer, kindName: PageKindName, intro: boolean): string {
  const { manifest } = renderer;
  if (!manifest) return pageAssets(pageKinds[kindName], null, { intro });
  const kept = builtAssets.get(renderer) ?? new Map<string, string>();
  builtAssets.set(renderer, kept);
  const key = `${kindName} ${intro}`;
  let assets = kept.get(key);
  if (assets === undefined) {
    assets = pageAssets(pageKinds[kindName], manifest, { intro });
    kept.set(key, assets);
  }
  return assets;
}
