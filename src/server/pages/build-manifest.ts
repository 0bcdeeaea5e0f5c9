import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { clientDistDir } from "#server/paths.ts";

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The built manifest, or null before any build (unit tests) and under Vite's dev server. */
export function readManifest(): Manifest | null {
  const path = join(clientDistDir, ".vite", "manifest.json");
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Manifest) : null;
}

/** The files (JavaScript and CSS) `sources` load, their static imports included, in load order. */
export function manifestFiles(manifest: Manifest, sources: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
  };
  for (const source of sources) visit(source);
  return { js: [...js], css: [...css] };
}
