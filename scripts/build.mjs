// Builds the browser bundle (dist/client) and the server with its SSR entry (dist/server).
// `ensureBuild()` rebuilds only when the sources changed since the last build.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const stampFile = join(root, "dist", "build-info.json");
const inputs = ["src", "public", "vite.config.ts", "scripts/vite", "package-lock.json", "scripts/build.mjs"];
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else yield path;
}

/** A hash of every build input's path and content. */
export function sourceHash() {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

function precompress(dir) {
  for (const file of files(dir)) {
    if (!compressible.test(file) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

export async function build() {
  const { build: viteBuild } = await import("vite");
  const started = Date.now();
  await viteBuild({ root, logLevel: "warn", build: { outDir: "dist/client", emptyOutDir: true } });
  await viteBuild({
    root,
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: "dist/server",
      emptyOutDir: true,
      copyPublicDir: false,
      // The Markdown worker thread is an entry of its own (decision 106).
      rollupOptions: {
        input: {
          server: "src/server/server.ts",
          "markdown-worker": "src/server/features/markdown/markdown-worker.ts",
          // The owner's commands, runnable where only the build is (the container image):
          // `node dist/server/cli/backup.js`, `…/restore.js FILE`, `…/owner.js create`.
          "cli/backup": "scripts/backup.ts",
          "cli/restore": "scripts/restore.ts",
          "cli/owner": "scripts/owner.ts",
        },
      },
    },
  });
  precompress(join(root, "dist", "client"));
  writeFileSync(stampFile, JSON.stringify({ sourceHash: sourceHash(), builtAt: new Date().toISOString() }));
  console.log(`Built Folio in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function ensureBuild() {
  const current = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")).sourceHash : undefined;
  if (current === sourceHash() && existsSync(join(root, "dist", "server", "server.js"))) return false;
  console.log("Building Folio (the sources changed since the last build)...");
  await build();
  return true;
}

// `node scripts/build.mjs` builds; `node scripts/build.mjs --if-changed` builds only when the sources changed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === "--if-changed") await ensureBuild();
  else await build();
}
