// Run by the Dockerfile's build stage after `npm prune --omit=dev` (decision 130): leaves in
// node_modules only what the built server can load. A package stays when the build names it (an
// import, a require, a `require.resolve` of its data) or a package that stays depends on it; then
// every file Node never loads goes (source maps, TypeScript, docs but not licences, tests), and
// better-sqlite3's C sources and compiler objects (its compiled .node file stays); the IP tables
// Folio reads are gzipped and the form it does not read goes; of the fonts, only the files and weights
// the generators draw with stay. Prints what it removed.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

const root = process.argv[2] ?? ".";
const modules = join(root, "node_modules");

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function size(path) {
  let total = 0;
  for (const file of files(path)) total += statSync(file).size;
  return total;
}

/** The folder of package `name` as Node finds it from package folder `from`, or undefined. */
function locate(name, from) {
  for (let dir = from; dir.length >= modules.length; dir = dirname(dir)) {
    const candidate = dir.endsWith("node_modules") ? join(dir, name) : join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
  }
  return undefined;
}

// Every string in the build that starts like a package name and names an installed package; a
// template that builds a name inside a scope (`@fontsource/${family}/…`) keeps the whole scope.
const named = new Set();
const scopes = new Set();
for (const file of files(join(root, "dist", "server"))) {
  if (!file.endsWith(".js")) continue;
  const code = readFileSync(file, "utf8");
  for (const match of code.matchAll(/["'`]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^"'`\s]*)?["'`]/g))
    named.add(match[1]);
  for (const match of code.matchAll(/`(@[\w.-]+)\/\$\{/g)) scopes.add(match[1]);
}
for (const scope of scopes)
  if (existsSync(join(modules, scope)))
    for (const name of readdirSync(join(modules, scope))) named.add(`${scope}/${name}`);
// Named by the build but loaded only when the server runs from its TypeScript source (`npm run dev`,
// the tests): Vite's middleware (plugins/vite-dev.ts) and tsx for the Markdown worker
// (render-markdown.ts). With them go their bundlers and native binaries.
for (const developmentOnly of ["vite", "tsx"]) named.delete(developmentOnly);

const kept = new Set();
const queue = [...named].map((name) => locate(name, modules)).filter(Boolean);
while (queue.length > 0) {
  const dir = queue.pop();
  if (kept.has(dir)) continue;
  kept.add(dir);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  // An optional peer is the host's choice (better-auth lists vitest, prisma, next…): it stays only when
  // the build names it itself.
  const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
    .filter(([, meta]) => meta?.optional)
    .map(([name]) => name);
  const peers = Object.fromEntries(
    Object.entries(manifest.peerDependencies ?? {}).filter(([name]) => !optionalPeers.includes(name)),
  );
  const needs = { ...manifest.dependencies, ...manifest.optionalDependencies, ...peers };
  for (const name of Object.keys(needs)) {
    const found = locate(name, dir);
    if (found) queue.push(found);
  }
}

/** The top-level packages, scoped ones included. */
function topLevel() {
  const found = [];
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@"))
      for (const scoped of readdirSync(join(modules, entry))) found.push(join(modules, entry, scoped));
    else found.push(join(modules, entry));
  }
  return found;
}

let removed = 0;
const gone = [];
for (const dir of topLevel()) {
  if (kept.has(dir) || !existsSync(join(dir, "package.json"))) continue;
  removed += size(dir);
  gone.push(dir.slice(modules.length + 1));
  rmSync(dir, { recursive: true, force: true });
}
for (const scope of readdirSync(modules).filter((entry) => entry.startsWith("@")))
  if (readdirSync(join(modules, scope)).length === 0) rmSync(join(modules, scope), { recursive: true });

// Files Node never loads: source maps, TypeScript (declarations and sources), docs (not licences),
// packages' own tests, style sheets (Sass and CSS), static libraries and prebuilds for the Bare runtime.
const clutter =
  /\.(map|ts|mts|cts|scss|css|a|bare)$|\.(test|spec)\.[cm]?js$|^(?!licen[cs]e).*\.(md|markdown)$/i;
for (const file of files(modules)) {
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (clutter.test(name)) {
    removed += statSync(file).size;
    rmSync(file);
  }
}
// The fonts: the generators read the static WOFF files of the weights src/server/fonts/script-fonts.ts
// names (400, 600 and 700; Tajawal's 500; the CJK fonts' 400 and 700 only); the pages' own fonts are in
// the build. WOFF2 and other weights go.
const fontsource = join(modules, "@fontsource");
const drawnWeights = (file) =>
  /noto-sans-(jp|sc|kr)\//.test(file) ? /-[47]00-normal\.woff$/ : /-[4-7]00-normal\.woff$/;
if (existsSync(fontsource))
  for (const file of files(fontsource))
    if (/\.woff2?$/.test(file) && !drawnWeights(file).test(file)) {
      removed += statSync(file).size;
      rmSync(file);
    }
// The IP tables: the text form Folio never reads goes; the numeric form it reads (country-lookup.ts)
// is kept gzipped (26 MB → 7 MB).
for (const form of ["ipv4", "ipv6"]) {
  const folder = join(modules, "@ip-location-db/geo-whois-asn-country");
  const text = join(folder, `geo-whois-asn-country-${form}.csv`);
  if (existsSync(text)) {
    removed += statSync(text).size;
    rmSync(text);
  }
  const numeric = join(folder, `geo-whois-asn-country-${form}-num.csv`);
  if (existsSync(numeric)) {
    const gzipped = gzipSync(readFileSync(numeric), { level: 9 });
    writeFileSync(`${numeric}.gz`, gzipped);
    removed += statSync(numeric).size - gzipped.length;
    rmSync(numeric);
  }
}
// Parts of packages the server never loads: hyphen's patterns for other languages than en-us (react-pdf
// loads that one only, and Folio's own callback replaces it), its per-language entry folders, satori's
// other builds (CommonJS, standalone, experimental; Folio imports its ES module), harfbuzzjs's tests.
const unloaded = [
  ...readdirSync(join(modules, "hyphen", "patterns"))
    .filter((file) => file !== "en-us.js")
    .map((file) => `hyphen/patterns/${file}`),
  ...readdirSync(join(modules, "hyphen"))
    .filter((entry) => !entry.includes(".") && statSync(join(modules, "hyphen", entry)).isDirectory())
    .filter((entry) => entry !== "patterns")
    .map((entry) => `hyphen/${entry}`),
  ...readdirSync(join(modules, "satori", "dist"))
    .filter((file) => /^(standalone|experimental)\.|\.cjs$/.test(file))
    .map((file) => `satori/dist/${file}`),
  "harfbuzzjs/test",
  "harfbuzzjs/examples",
  "harfbuzzjs/logo.png",
];
for (const part of unloaded) {
  const path = join(modules, part);
  if (!existsSync(path)) continue;
  removed += statSync(path).isDirectory() ? size(path) : statSync(path).size;
  rmSync(path, { recursive: true, force: true });
}
// React's development builds: the image runs with NODE_ENV=production, under which react, react-dom
// and scheduler load their `cjs/*.production.js` files. Each development build becomes a one-line
// re-export of its production twin rather than going: Node reads a CommonJS module's named exports by
// following both branches of the package's `NODE_ENV` switch, so the file must stay (5 MB).
for (const name of ["react", "react-dom", "scheduler"]) {
  const builds = join(modules, name, "cjs");
  if (!existsSync(builds)) continue;
  for (const file of readdirSync(builds).filter((entry) => entry.endsWith(".development.js"))) {
    const twin = file.replace(/\.development\.js$/, ".production.js");
    if (!existsSync(join(builds, twin))) continue;
    const stub = `"use strict";\nmodule.exports = require("./${twin}");\n`;
    removed += statSync(join(builds, file)).size - stub.length;
    writeFileSync(join(builds, file), stub);
  }
}
const sqlite = join(modules, "better-sqlite3");
for (const part of [
  "deps",
  "src",
  "build/deps",
  "build/Release/obj",
  "build/Release/obj.target",
  "build/Release/.deps",
  "build/Release/test_extension.node",
]) {
  const path = join(sqlite, part);
  if (!existsSync(path)) continue;
  removed += statSync(path).isDirectory() ? size(path) : statSync(path).size;
  rmSync(path, { recursive: true, force: true });
}

console.log(
  `Kept ${kept.size} packages the server loads; removed ${gone.length} others (${gone.join(", ")}) and clutter: ${(removed / 1e6).toFixed(0)} MB in all.`,
);
