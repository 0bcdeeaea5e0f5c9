import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist/client",
    manifest: true,
    target: "es2022",
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
