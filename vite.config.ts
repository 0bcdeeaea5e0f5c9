import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist/client",
    manifest: true,
    target: "es2022",
  },
  css: {
    modules: { localsConvention: "camelCaseOnly" },
  },
});
