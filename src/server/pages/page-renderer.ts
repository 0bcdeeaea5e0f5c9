import type { ViteDevServer } from "vite";
import type { OwnerSeed } from "#shared/page/owner-seed.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { PageTexts } from "#shared/texts/catalogue.ts";
import { type Manifest, readManifest } from "./build-manifest.ts";

/** What `src/web/entry-server.tsx` exports. */
export interface SsrModule {
  render(url: string, data: PageData | null, texts?: PageTexts | null): string;
  renderOwner(url: string, seed: OwnerSeed): Promise<string>;
  renderDashboard(url: string, seed: OwnerSeed): Promise<string>;
}

/** Where pages come from: the build, or Vite's dev server while developing. */
export interface PageRenderer {
  /** The build's manifest (the files each entry loads); null under the dev server and before any build. */
  manifest: Manifest | null;
  /** A finished page as it is sent: as is from a build; with Vite's client under the dev server. */
  finish(url: string, html: string): Promise<string>;
  ssr(): Promise<SsrModule>;
}

/** The build's pages; before any build (unit tests), its entries' sources. */
export async function createBuiltRenderer(): Promise<PageRenderer> {
  let ssrModule: Promise<SsrModule> | undefined;
  return {
    manifest: readManifest(),
    finish: async (_url, html) => html,
    ssr: () => {
      ssrModule ??= import("#web/entry-server.tsx");
      return ssrModule;
    },
  };
}

/**
 * React's mark for a part it could not render on the server: `renderToString` swallows the error, sends
 * the nearest Suspense fallback ("Loading...") in its place and leaves the browser to try again.
 */
const failedPartMark = "<!--$!-->";

/** Thrown when the server could not render the whole page; the route answers the error page instead. */
class RenderFailedError extends Error {
  override name = "RenderFailedError";
}

/** `url` rendered to HTML by React, or a `RenderFailedError` when any part of the page failed to render. */
export async function renderAppHtml(
  renderer: PageRenderer,
  url: string,
  data: PageData | null,
  texts: PageTexts | null = null,
): Promise<string> {
  const html = (await renderer.ssr()).render(url, data, texts);
  if (!html.includes(failedPartMark)) return html;
  // Development builds of React put the error's message in the mark's template; production builds do not.
  const reason = /<template[^>]*\sdata-msg="([^"]*)"/.exec(html)?.[1]?.replaceAll(/\s+/g, " ").trim();
  throw new RenderFailedError(
    `A part of ${url} failed to render on the server${reason ? `: ${reason}` : ""}`,
  );
}

export function createDevRenderer(vite: ViteDevServer): PageRenderer {
  return {
    manifest: null,
    finish: (url, html) => vite.transformIndexHtml(url, html),
    ssr: async () => (await vite.ssrLoadModule("/src/web/entry-server.tsx")) as SsrModule,
  };
}
