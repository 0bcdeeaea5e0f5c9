import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bootScripts } from "./scripts/vite/boot-scripts.ts";
import { sharedDeclarations } from "./scripts/vite/shared-declarations.ts";

const sharedWithOwnerArea = new RegExp(
  [
    "src/web/components/(route-loading|public/icons|public/service-icons)\\.tsx",
    "src/web/routes/public/(texts\\.ts|not-found-page\\.tsx)",
    "src/shared/texts/fill\\.ts",
    "src/shared/text/graphemes\\.ts",
    "src/shared/(components|projects|feedback)/rules\\.ts",
    "src/shared/sections/(defaults|content|service-icons)\\.ts",
  ]
    .map((path) => path.replaceAll("/", "[\\\\/]"))
    .join("|"),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), sharedDeclarations(), bootScripts()],
  build: {
    outDir: "dist/client",
    manifest: true,
    target: "es2022",
    rollupOptions: {
      // Four browser entries: the public page's; a project page's and the static pages' (the résumé, the
      // 404 page), without React (decisions 126, 132); and the owner area's, which never loads the public
      // page's code (and the public page never loads the owner area's). No HTML: the server makes every
      // page from the manifest (`server/pages/page-kinds.ts`, decision 156).
      input: {
        index: "src/web/entry-client.tsx",
        project: "src/web/entry-project.ts",
        static: "src/web/entry-static.ts",
        owner: "src/web/entry-owner.tsx",
      },
      // An entry's exports are kept: the project page's entry exports the CSS modules of its own parts,
      // so the build gives their stylesheets to it (a CSS module nothing reads is left out, rules and all).
      preserveEntrySignatures: "exports-only",
      // In the browser, the modules of src/shared are declarations without side effects: what nothing
      // uses is left out (decision 123, with the sharedDeclarations plugin). The server keeps them all.
      treeshake: isSsrBuild
        ? undefined
        : { moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/].*\.ts$/, sideEffects: false }] },
      output: {
        // React and React DOM in one chunk that every page loads with the entry, rather than small
        // ones split out because the owner area shares parts of them: fewer requests and better
        // compression for the public page's JavaScript budget.
        codeSplitting: {
          groups: [
            // With React, the public page's small modules the owner area's screens use too (texts,
            // rules, icons, the 404 page): not one small file each that the public page would load
            // beside its entry. (The Trusted Types policy and Vite's preload helper, which the owner
            // entry loads before any interaction, stay a small chunk of their own, without React.)
            {
              name: "react",
              test: (id) =>
                /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) || sharedWithOwnerArea.test(id),
            },
          ],
        },
      },
    },
  },
  // The server bundle includes only the icons the pages use: loading the whole icon library into the
  // server process costs about 40 MB of memory.
  ssr: {
    noExternal: ["lucide-react"],
  },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
}));
