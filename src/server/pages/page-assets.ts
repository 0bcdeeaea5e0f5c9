import { readFileSync } from "node:fs";
import { join } from "node:path";
import { clientDistDir } from "#server/paths.ts";
import { earlyFaces, heroEndId } from "#shared/page/web-fonts.ts";
import { bootScripts } from "./boot-scripts.ts";
import { type Manifest, manifestFiles } from "./build-manifest.ts";
import { brandFonts, browserEntries, type PageKind } from "./page-kinds.ts";

const builtStyles = new Map<string, string>();
/** A built stylesheet's text, read once per process (the files of a build never change). */
export function readBuiltStyle(href: string): string {
  let text = builtStyles.get(href);
  if (text === undefined) {
    text = readFileSync(join(clientDistDir, href), "utf8");
    builtStyles.set(href, text);
  }
  return text;
}

/**
 * A stylesheet in the page itself (decision 120): the first paint waits for no request after the HTML.
 * Its link stays, disabled (a disabled stylesheet is never fetched): Vite's loader asks for the CSS a
 * lazy chunk needs unless a link to it is in the page, and must not load the same rules a second time.
 * Text that would end the element early stays a link (a build's CSS has none).
 */
function inlineStyle(href: string, readStyle: (href: string) => string): string {
  const css = readStyle(href);
  if (/<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="${href}">`;
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

const fontPreload = (href: string) =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const moduleScript = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;
/**
 * The first frame waits until the hero has been parsed whole (when the page has one; else the whole
 * page): a frame painted while its HTML is still arriving would show half a hero, which then grows.
 */
const heroExpected = `<link rel="expect" href="#${heroEndId}" blocking="render">`;

/** A file's address: the build's (hashed) one, or its source's under the development server. */
function address(manifest: Manifest | null, source: string): string {
  if (!manifest) return `/${source}`;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is missing from the build manifest`);
  return `/${chunk.file}`;
}

export interface AssetOptions {
  /** False when the site's page has no intro: the public boot script then loads the fonts early. */
  intro?: boolean;
  readStyle?: (href: string) => string;
}

/**
 * The tags a page of `kind` loads its entry, styles and fonts by, from the build's manifest; under the
 * development server (no manifest), the entry's source, whose styles Vite injects itself.
 */
export function pageAssets(
  kind: PageKind,
  manifest: Manifest | null,
  { intro = true, readStyle = readBuiltStyle }: AssetOptions = {},
): string {
  const source = browserEntries[kind.entry];
  const entry = address(manifest, source);
  const fonts = kind.fonts === "none" ? [] : brandFonts.map((font) => address(manifest, font));
  const tags: string[] = kind.fonts === "preload" ? fonts.map(fontPreload) : [];
  const own = manifest ? manifestFiles(manifest, [source, ...(kind.screens ?? [])]) : { js: [], css: [] };
  const chunks = (manifest ? manifestFiles(manifest, [source]).js : []).filter((href) => href !== entry);

  if (kind.start === "public-boot") {
    const fontList = fonts.map((href) => {
      const family = earlyFaces[href.split("/").pop()?.split("-")[0] ?? ""];
      return `${family}=${href}`;
    });
    // Under the development server the page's module script starts it; the boot script keeps the intro
    // gate and the fonts.
    const attributes = manifest
      ? ` data-entry="${entry}" data-chunks="${chunks.join(" ")}" data-fonts="${fontList.join(",")}"`
      : "";
    tags.push(
      heroExpected,
      `<script${attributes}${intro ? "" : ' data-intro="off"'}>${bootScripts().public.code}</script>`,
    );
    if (!manifest) tags.push(moduleScript(entry));
  } else if (kind.start === "owner-boot" && manifest) {
    tags.push(`<script data-entry="${entry}">${bootScripts().owner.code}</script>`);
  } else {
    tags.push(moduleScript(entry));
    const screens = kind.preloadScreens ? own.js.filter((href) => !chunks.includes(href)) : [];
    tags.push(...[...screens, ...chunks].filter((href) => href !== entry).map(modulePreload));
  }

  const site = kind.siteStyles && manifest ? manifestFiles(manifest, [browserEntries.public]).css : [];
  const styles = [...own.css, ...site.filter((href) => !own.css.includes(href))];
  tags.push(
    ...styles.map((href) =>
      kind.styles === "inline"
        ? inlineStyle(href, readStyle)
        : `<link rel="stylesheet" crossorigin href="${href}">`,
    ),
  );
  return tags.join("\n    ");
}
