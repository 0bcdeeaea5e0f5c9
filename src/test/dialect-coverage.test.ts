import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which test files run on PostgreSQL as well: `*.db.test.ts` run on SQLite and again on PostgreSQL;
 * every other test file runs on SQLite alone. A module whose SQL or transactions the two dialects may
 * read differently (a `*.repository.ts`, or one that writes raw SQL with Kysely's `sql` or opens a
 * transaction) must have a `*.db.test.ts` in its own folder, so that a new one cannot go untested on
 * PostgreSQL. Migrations are covered by `db/migrate.db.test.ts` and the template every test copies.
 */
const serverRoot = join(import.meta.dirname, "..", "server");

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const talksSql = (source: string) =>
  /\bsql(<[^>]*>)?`|\bsql\.(raw|ref|join|lit)\(|\.transaction\(\)/.test(source);

function modulesNeedingBothDialects(files: string[], read: (file: string) => string): string[] {
  return files.filter(
    (file) =>
      !/\.test\.tsx?$/.test(file) &&
      !file.includes("/migrations/") &&
      (file.endsWith(".repository.ts") || talksSql(read(file))),
  );
}

function uncovered(files: string[], read: (file: string) => string): string[] {
  const foldersWithDbTests = new Set(files.filter((file) => file.endsWith(".db.test.ts")).map(dirname));
  return modulesNeedingBothDialects(files, read).filter((file) => !foldersWithDbTests.has(dirname(file)));
}

describe("PostgreSQL coverage of the modules that talk SQL", () => {
  const files = [...sourceFiles(serverRoot)];
  const read = (file: string) => readFileSync(file, "utf8");

  it("finds the repositories and raw SQL it looks for", () => {
    const found = modulesNeedingBothDialects(files, read).map((file) => relative(serverRoot, file));
    expect(found).toContain("features/projects/project.repository.ts");
    expect(found).toContain("changes/pg-change-bus.ts");
    expect(found.length).toBeGreaterThan(15);
  });

  it("has a *.db.test.ts beside every one of them", () => {
    const missing = uncovered(files, read).map((file) => relative(serverRoot, file));
    expect(missing, "these talk SQL but no *.db.test.ts in their folder runs on PostgreSQL").toEqual([]);
  });

  it("fails for a new repository in a folder without one", () => {
    const planted = [...files, join(serverRoot, "features/new-thing/new-thing.repository.ts")];
    const missing = uncovered(planted, (file) => (file.includes("new-thing") ? "" : read(file)));
    expect(missing.map((file) => relative(serverRoot, file))).toEqual([
      "features/new-thing/new-thing.repository.ts",
    ]);
  });
});
