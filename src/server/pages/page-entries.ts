import { type Manifest, manifestFiles, readManifest } from "./build-manifest.ts";

/**
 * The browser entries of the pages that hydrate nothing, beside the public page's (index.html's): a
 * project's page (its menu, lightbox and back link; decision 126), and the static pages, the résumé and
 * the 404 page (web fonts and the built-in analytics only). None of them loads React.
 */
export const pageEntries = {
  project: "src/web/entry-project.ts",
  static: "src/web/entry-static.ts",
} as const;
export type PageEntry = keyof typeof pageEntries;

const moduleScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

let manifest: Manifest | null | undefined;

/**
 * index.html with `entry` in place of the public page's: its script, its chunks' preloads, and its
 * stylesheets beside the site's, from the build's manifest (read once). Under Vite's dev server (no
 * manifest), the entry's source.
 */
export function entryTemplate(template: string, entry: PageEntry): string {
  const source = pageEntries[entry];
  manifest ??= readManifest();
  if (!manifest) return template.replace("/src/web/entry-client.tsx", `/${source}`);
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is missing from the build manifest`);
  const { js, css } = manifestFiles(manifest, [source]);
  const tags = [
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...js
      .filter((href) => href !== `/${chunk.file}`)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...css
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ];
  return template.replace(modulePreload, "").replace(moduleScript, () => tags.join("\n    "));
}
