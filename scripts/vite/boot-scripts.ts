import type { Plugin } from "vite";
import { bootScriptsFile, compileBootScripts } from "../../src/server/pages/boot-scripts.ts";

/**
 * The client build compiles the pages' boot scripts (`src/web/boot/`) into `.vite/boot-scripts.json`:
 * each one's minified text and the hash the Content-Security-Policy allows it by. The server reads them
 * from there (`server/pages/boot-scripts.ts`).
 */
export function bootScripts(): Plugin {
  let serverBuild = false;
  return {
    name: "folio-boot-scripts",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (serverBuild) return;
      this.emitFile({
        type: "asset",
        fileName: bootScriptsFile,
        source: `${JSON.stringify(compileBootScripts(), null, 1)}\n`,
      });
    },
  };
}
