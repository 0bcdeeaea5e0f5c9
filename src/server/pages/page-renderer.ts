import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import type { PageData } from "../../shared/page-data.ts";
import { clientDistDir, rootDir } from "../paths.ts";

/** What `src/web/entry-server.tsx` exports. */
export interface SsrModule {
  render(url: string, data: PageData | null): string;
}

/** Where HTML comes from: Vite's dev server while developing, the build otherwise. */
export interface PageRenderer {
  template(url: string): Promise<string>;
  ssr(): Promise<SsrModule>;
}

/** The built client's index.html; before any build (unit tests), the source one. */
export async function createBuiltRenderer(): Promise<PageRenderer> {
  const builtTemplate = join(clientDistDir, "index.html");
  const template = await readFile(
    existsSync(builtTemplate) ? builtTemplate : join(rootDir, "index.html"),
    "utf8",
  );
  let ssrModule: Promise<SsrModule> | undefined;
  return {
    template: async () => template,
    ssr: () => {
      ssrModule ??= import("../../web/entry-server.tsx");
      return ssrModule;
    },
  };
}

export function createDevRenderer(vite: ViteDevServer): PageRenderer {
  return {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(rootDir, "index.html"), "utf8")),
    ssr: async () => (await vite.ssrLoadModule("/src/web/entry-server.tsx")) as SsrModule,
  };
}
