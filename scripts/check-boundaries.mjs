// Import boundaries, checked by `npm test` (and `node scripts/check-boundaries.mjs`):
// - src/shared runs in Node and the browser: it imports nothing from Node, the server or the web app;
// - the web app never imports server code or Node built-ins;
// - the public page's bundle (what entry-client.tsx and entry-server.tsx import statically, and
//   everything under routes/public and components/public) includes neither zod nor a schema module,
//   which would add the validation library to every visitor's download.
// Type-only imports are erased by the compiler and are not counted.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const aliases = {
  "#shared/": "src/shared/",
  "#server/": "src/server/",
  "#web/": "src/web/",
  "#test/": "src/test/",
};
const publicEntries = ["src/web/entry-client.tsx", "src/web/entry-server.tsx"];
const publicFolders = ["src/web/routes/public/", "src/web/components/public/"];
const schemaModule = /^src\/shared\/.*(schema|normalize)\.ts$/;

function* sourceFiles(root, dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full)) {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(root, path);
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield path.replaceAll("\\", "/");
  }
}

/** The module specifiers a file imports at run time (static and dynamic), without type-only imports. */
export function runtimeImports(source) {
  const found = [];
  const pattern =
    /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    if (match[4]) found.push({ specifier: match[4], dynamic: true });
    else if (!match[2]) found.push({ specifier: match[3], dynamic: false });
  }
  return found;
}

/** A specifier as a project path (`src/...`), or the bare package / `node:` name. */
function resolveSpecifier(root, from, specifier) {
  for (const [alias, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (specifier.startsWith("."))
    return relative(root, resolve(root, dirname(from), specifier)).replaceAll("\\", "/");
  return specifier;
}

const isNode = (target) => target.startsWith("node:");
const isZod = (target) => target === "zod" || target.startsWith("zod/");

/** Every boundary broken in the tree at `root`, as sentences; empty when all hold. */
export function findBoundaryViolations(root) {
  const graph = new Map();
  for (const file of sourceFiles(root, "src")) {
    const imports = runtimeImports(readFileSync(join(root, file), "utf8")).map((item) => ({
      ...item,
      target: resolveSpecifier(root, file, item.specifier),
    }));
    graph.set(file, imports);
  }
  const problems = [];
  for (const [file, imports] of graph) {
    for (const { target } of imports) {
      if (file.startsWith("src/shared/")) {
        if (isNode(target) || target.startsWith("src/server/") || target.startsWith("src/web/"))
          problems.push(`${file} is shared code and must not import ${target}`);
      }
      if (file.startsWith("src/web/") && (isNode(target) || target.startsWith("src/server/")))
        problems.push(`${file} is web code and must not import ${target}`);
      if (
        publicFolders.some((folder) => file.startsWith(folder)) &&
        (isZod(target) || schemaModule.test(target))
      )
        problems.push(`${file} is public-page code and must not import ${target}`);
    }
  }
  // The public page's static import closure.
  const seen = new Set();
  const trail = new Map();
  const queue = publicEntries.filter((entry) => graph.has(entry));
  for (const entry of queue) seen.add(entry);
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { target, dynamic } of graph.get(file) ?? []) {
      if (dynamic) continue;
      if (isZod(target) || schemaModule.test(target)) {
        problems.push(
          `the public page's bundle reaches ${target} (${[...chain(trail, file), target].join(" → ")})`,
        );
      }
      if (graph.has(target) && !seen.has(target)) {
        seen.add(target);
        trail.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...new Set(problems)];
}

function chain(trail, file) {
  const path = [file];
  for (let at = trail.get(file); at; at = trail.get(at)) path.unshift(at);
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findBoundaryViolations(fileURLToPath(new URL("..", import.meta.url)));
  for (const problem of problems) console.error(`boundary: ${problem}`);
  console.log(
    problems.length === 0 ? "Import boundaries hold." : `${problems.length} import boundary problem(s).`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
