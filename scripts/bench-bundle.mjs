// `npm run bench:bundle`: builds the browser bundle in memory (the same Vite configuration as
// `npm run build`, nothing written) and follows the public page's chunks from the entry: its static
// imports, and the dynamic imports it may load (the motion layer), never the lazy owner-area route.
// Prints each chunk's gzipped size and the total, and checks, module by module, that none of these
// chunks holds owner-area code (the auth, admin and owner-shell screens, TanStack Query). The toast
// library is not on the list: the public contact form shows its answer in a toast.
// Exits 1 when one does. No browser, no server: cheap enough to run after any web change.
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const ownerArea = [/^src\/web\/routes\/(auth|admin|owner)\//, /node_modules\/@tanstack\//];

const { build } = await import("vite");
const result = await build({ root, logLevel: "silent", build: { write: false } });
const outputs = (Array.isArray(result) ? result : [result]).flatMap((bundle) => bundle.output);
const chunks = new Map(
  outputs.filter((item) => item.type === "chunk").map((chunk) => [chunk.fileName, chunk]),
);
const sourceOf = (id) => relative(root, id.replace(/\?.*$/, ""));
const isOwnerArea = (id) => ownerArea.some((pattern) => pattern.test(sourceOf(id)));

const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
if (!entry) throw new Error("The build has no entry chunk");

// Static imports always load with the chunk; a dynamic import is the page's own when its chunk is not
// an owner-area route (the lazy owner shell and its screens are what the public page must never load).
const publicChunks = [];
const queue = [entry.fileName];
while (queue.length > 0) {
  const fileName = queue.shift();
  if (publicChunks.includes(fileName)) continue;
  const chunk = chunks.get(fileName);
  if (!chunk) continue;
  publicChunks.push(fileName);
  queue.push(...chunk.imports);
  for (const dynamic of chunk.dynamicImports) {
    const target = chunks.get(dynamic);
    if (target?.facadeModuleId && !isOwnerArea(target.facadeModuleId)) queue.push(dynamic);
  }
}

let total = 0;
const leaks = [];
console.log("JavaScript the public page / may load (gzip level 9):");
for (const fileName of publicChunks) {
  const chunk = chunks.get(fileName);
  const size = gzipSync(Buffer.from(chunk.code), { level: 9 }).length;
  total += size;
  const role = chunk.isEntry ? "entry" : chunk.isDynamicEntry ? "loaded later" : "static import";
  console.log(`  ${fileName.padEnd(40)} ${(size / 1024).toFixed(1).padStart(7)} KB  (${role})`);
  for (const id of chunk.moduleIds) if (isOwnerArea(id)) leaks.push(`${fileName}: ${sourceOf(id)}`);
}
console.log(`Total: ${(total / 1024).toFixed(1)} KB gzipped (${total} bytes)`);

const ownerChunks = [...chunks.values()].filter((chunk) => !publicChunks.includes(chunk.fileName));
console.log(`Owner-area chunks, never loaded by /: ${ownerChunks.length}`);
if (leaks.length > 0) {
  console.error(`Owner-area code in the public page's chunks:\n  ${leaks.join("\n  ")}`);
  process.exit(1);
}
console.log("Owner-area modules in the public page's chunks: none");

// The built-in analytics tracker: its own chunk, loaded after the page, under 1.5 KB gzipped
// (decision 064), and nothing it imports beyond itself.
const trackerBudget = 1536;
const tracker = [...chunks.values()].find(
  (chunk) => sourceOf(chunk.facadeModuleId ?? "") === "src/web/analytics/tracker.ts",
);
if (!tracker) {
  console.error("The analytics tracker is not a chunk of its own");
  process.exit(1);
}
const trackerSize = gzipSync(Buffer.from(tracker.code), { level: 9 }).length;
console.log(
  `Analytics tracker ${tracker.fileName}: ${trackerSize} bytes gzipped (budget ${trackerBudget}), imports: ${tracker.imports.length}`,
);
if (trackerSize > trackerBudget || tracker.imports.length > 0) {
  console.error("The analytics tracker is over its budget or pulls other chunks");
  process.exit(1);
}
