import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  css: { modules: { localsConvention: "camelCaseOnly" } },
  test: {
    // `npm run bench:…` scripts that need the app's module loading run their `*.bench.ts` here instead.
    include: process.env.FOLIO_BENCH
      ? ["scripts/bench/**/*.bench.ts"]
      : ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    // GitHub's workflow parser imports its schema as JSON without an import attribute, which Node
    // refuses: Vite loads it instead.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Many files wait on a socket, a timer or a child process: a third worker fills those waits on a
    // 2-core machine (unit + API on SQLite: 83 s with 2 workers, 54 s with 3).
    maxWorkers: Math.max(3, availableParallelism()),
    // A worker loads the app's modules once for all its files (decision 128): the files share no
    // state through them, every test builds its own app on its own database, and a test that stubs a
    // global or fakes timers restores them after itself. No `vi.mock` of a module, which would leak.
    isolate: false,
    // Migrate once, copy many: the run's template databases (src/test/template-databases.ts).
    globalSetup: ["src/test/global-setup.ts"],
  },
});
