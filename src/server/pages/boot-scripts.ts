import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { clientDistDir, rootDir } from "#server/paths.ts";

/**
 * The pages' inline scripts, readable in `src/web/boot/`: the public pages' (`/`, a project's page) and
 * the owner screens painted from server HTML. Each is compiled into one small classic script (bundled,
 * minified), whose SHA-256 the Content-Security-Policy allows it by: no other inline script runs.
 */
const bootSources = {
  public: "src/web/boot/public-boot.ts",
  owner: "src/web/boot/owner-boot.ts",
} as const;
export type BootScriptName = keyof typeof bootSources;

export interface BootScript {
  code: string;
  /** The CSP source that allows it: `'sha256-…'`. */
  csp: string;
}
export type BootScripts = Record<BootScriptName, BootScript>;

/** Where the build writes them, beside Vite's manifest (never served). */
export const bootScriptsFile = ".vite/boot-scripts.json";

/** Compiles every boot script from its source: the build's step, and the fallback without a build. */
export function compileBootScripts(): BootScripts {
  // A development dependency: the built server reads the build's file instead.
  const esbuild = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
  const compiled = Object.entries(bootSources).map(([name, source]) => {
    const result = esbuild.buildSync({
      entryPoints: [join(rootDir, source)],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2020",
      write: false,
      legalComments: "none",
    });
    const code = result.outputFiles[0]?.text.trim() ?? "";
    if (/<\/script/i.test(code)) throw new Error(`${source} compiles to text that would end its element`);
    const csp = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    return [name, { code, csp }];
  });
  return Object.fromEntries(compiled) as BootScripts;
}

let scripts: BootScripts | undefined;

/**
 * The boot scripts of the build being served; under the development server, or before any build (unit
 * tests), compiled from their sources once per process.
 */
export function bootScripts(): BootScripts {
  const built = join(clientDistDir, bootScriptsFile);
  scripts ??=
    process.env.NODE_ENV !== "development" && existsSync(built)
      ? (JSON.parse(readFileSync(built, "utf8")) as BootScripts)
      : compileBootScripts();
  return scripts;
}
