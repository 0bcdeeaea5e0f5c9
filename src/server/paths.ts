import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root, found from this module whether it runs from src/ or from the built dist/. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot(dirname(fileURLToPath(import.meta.url)));
export const clientDistDir = join(rootDir, "dist", "client");
export const publicDir = join(rootDir, "public");
