import { readFileSync } from "node:fs";
import { join } from "node:path";
import { clientDistDir } from "#server/paths.ts";
import { type Manifest, manifestFiles } from "./build-manifest.ts";
import { ownerBootElement } from "./owner-boot.ts";

const ownerEntrySource = "src/web/entry-owner.tsx";
const ownerRootSource = "src/web/owner-root.tsx";
/** What the signed-in dashboard needs for its Overview, fetched with the page instead of one by one. */
const dashboardSources = [
  ownerRootSource,
  "src/web/routes/admin/admin-dashboard-page.tsx",
  "src/web/routes/admin/overview/overview-tab.tsx",
];

const stylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
const moduleScript = /<script type="module"[^>]*src="[^"]+"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload"[^>]*>\s*/g;
const fontPreload = /<link rel="preload" href="[^"]+" as="font"[^>]*>\s*/g;

export type OwnerTemplateKind = "server-rendered" | "painted-dashboard" | "dashboard" | "shell";

/**
 * What each kind of owner page gets: the sources whose styles and scripts it needs first; whether those
 * styles are in the page itself and its entry is imported by the boot script once painted (a page
 * painted from server HTML), or linked, with the scripts preloaded for the dashboard (an empty shell).
 */
const kinds: Record<OwnerTemplateKind, { sources: string[]; paintedByServer: boolean }> = {
  "server-rendered": { sources: [ownerRootSource], paintedByServer: true },
  "painted-dashboard": { sources: dashboardSources, paintedByServer: true },
  dashboard: { sources: dashboardSources, paintedByServer: false },
  shell: { sources: [ownerRootSource], paintedByServer: false },
};

/** A built asset's text, by its address (`/assets/…`). */
export function readBuiltAsset(href: string): string {
  return readFileSync(join(clientDistDir, href), "utf8");
}

/**
 * index.html made into the owner area's page: the owner entry's script instead of the public page's,
 * and, so a page painted from server HTML (a sign-in screen, the signed-in dashboard's Overview) paints
 * styled with no script at all, the stylesheets of its screens, in the page itself (its entry is
 * imported by the boot script once painted). The dashboard's shell (another tab) gets its Overview's
 * scripts and styles as preloads (one round trip instead of a chain of them). Every owner page is set in the fallback faces (no web font on its critical path).
 * Under Vite's dev server (no manifest) only the entry and the faces change.
 */
export function ownerTemplate(
  source: string,
  manifest: Manifest | null,
  kind: OwnerTemplateKind,
  readAsset: (href: string) => string = readBuiltAsset,
): string {
  // The owner area is set in the metric-matched fallback faces (decision 118): its first paint never
  // waits for, or re-paints with, a web font fetched over a slow network.
  const template = source.replace(
    /<html([^>]*)>/,
    (_tag, attributes: string) => `<html${attributes} data-fonts="later">`,
  );
  if (!manifest) {
    return template.replace("/src/web/entry-client.tsx", "/src/web/entry-owner.tsx");
  }
  const entry = manifest[ownerEntrySource];
  if (!entry) throw new Error(`${ownerEntrySource} is missing from the build manifest`);
  const { sources, paintedByServer } = kinds[kind];
  const screens = manifestFiles(manifest, sources);
  const entryFiles = manifestFiles(manifest, [ownerEntrySource]);
  const links = paintedByServer
    ? // Styles in the page itself: its first paint waits for no request, and no script is fetched before it.
      screens.css.map((href) => `<style>${readAsset(href)}</style>`)
    : [
        ...screens.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...(kind === "dashboard" ? screens.js : []).map(
          (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
        ),
        ...entryFiles.js
          .filter((href) => href !== `/${entry.file}`)
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ];
  // A page painted from server HTML imports its entry once painted.
  const script = paintedByServer
    ? ownerBootElement(`/${entry.file}`)
    : `<script type="module" crossorigin src="/${entry.file}"></script>`;
  return (
    template
      // The public page's stylesheets (its sections) give way to the owner area's own.
      .replace(stylesheet, "")
      .replace(fontPreload, "")
      .replace(modulePreload, "")
      .replace(moduleScript, () => `${script}\n    ${links.join("\n    ")}\n    `)
  );
}
