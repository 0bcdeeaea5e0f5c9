import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The unit and API files share their worker's modules (`isolate: false` in vitest.config.ts). A module
 * mock would then reach the files that run after it in the same worker, or miss a module an earlier
 * file loaded; tests stand in for a dependency through a global (`vi.stubGlobal`, undone after the test)
 * or a parameter instead.
 */
const root = join(import.meta.dirname, "..", "..");

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe("test files that share their worker's modules", () => {
  it("mock no module", () => {
    const mocking = [...testFiles(join(root, "src")), ...testFiles(join(root, "scripts"))]
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(mocking).toEqual([]);
  });
});
