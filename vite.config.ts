import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist/client",
    manifest: true,
    target: "es2022",
    rollupOptions: {
      // Two browser entries: the public page's (index.html) and the owner area's, which never loads
      // the public page's code (and the public page never loads the owner area's).
      input: { index: "index.html", owner: "src/web/entry-owner.tsx" },
      output: {
        // React and React DOM in one chunk that every page loads with the entry, rather than small
        // ones split out because the owner area shares parts of them: fewer requests and better
        // compression for the public page's JavaScript budget.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
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
});
