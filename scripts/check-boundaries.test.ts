import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findBoundaryViolations, runtimeImports } from "./check-boundaries.mjs";

let root: string | undefined;

/** A small tree that keeps every boundary, with `extra` files added or replaced. */
function tree(extra: Record<string, string> = {}): string {
  root = mkdtempSync(join(tmpdir(), "folio-boundaries-"));
  const files: Record<string, string> = {
    "src/shared/projects/schema.ts": 'import { z } from "zod";\nexport const s = z.string();',
    "src/shared/projects/rules.ts": "export const limit = 3;",
    "src/web/entry-client.tsx": 'import { Home } from "./routes/public/home.tsx";\nconsole.log(Home);',
    "src/web/routes/public/home.tsx":
      'import { limit } from "#shared/projects/rules.ts";\nimport type { s } from "#shared/projects/schema.ts";\nexport const Home = limit;',
    "src/web/routes/admin/tab.tsx": 'import { s } from "#shared/projects/schema.ts";\nexport const t = s;',
    "src/web/app.tsx": 'const Admin = () => import("./routes/admin/tab.tsx");\nexport { Admin };',
    ...extra,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe("import boundaries", () => {
  it("the project itself keeps every boundary", () => {
    expect(findBoundaryViolations(fileURLToPath(new URL("..", import.meta.url)))).toEqual([]);
  });

  it("a tree that keeps them has no problem: type-only and lazy imports do not count", () => {
    expect(findBoundaryViolations(tree())).toEqual([]);
  });

  it("public-page code importing zod or a schema module fails", () => {
    const problems = findBoundaryViolations(
      tree({
        "src/web/routes/public/card.tsx":
          'import { s } from "#shared/projects/schema.ts";\nexport const c = s;',
      }),
    );
    expect(problems).toContain(
      "src/web/routes/public/card.tsx is public-page code and must not import src/shared/projects/schema.ts",
    );
  });

  it("a schema reached through a helper the public page imports fails, with the chain", () => {
    const problems = findBoundaryViolations(
      tree({
        "src/web/lib/helper.ts": 'import { z } from "zod";\nexport const h = z;',
        "src/web/routes/public/home.tsx": 'import { h } from "#web/lib/helper.ts";\nexport const Home = h;',
      }),
    );
    expect(problems.join("\n")).toContain(
      "the public page's bundle reaches zod (src/web/entry-client.tsx → src/web/routes/public/home.tsx → src/web/lib/helper.ts → zod)",
    );
  });

  it("shared code importing Node, the server or the web app fails", () => {
    const problems = findBoundaryViolations(
      tree({
        "src/shared/projects/rules.ts":
          'import { readFileSync } from "node:fs";\nimport { x } from "#server/db/x.ts";\nimport { y } from "../../web/y.ts";\nexport const limit = [readFileSync, x, y];',
      }),
    );
    expect(problems).toEqual([
      "src/shared/projects/rules.ts is shared code and must not import node:fs",
      "src/shared/projects/rules.ts is shared code and must not import src/server/db/x.ts",
      "src/shared/projects/rules.ts is shared code and must not import src/web/y.ts",
    ]);
  });

  it("web code importing the server fails", () => {
    const problems = findBoundaryViolations(
      tree({
        "src/web/routes/admin/tab.tsx": 'import { db } from "#server/db/database.ts";\nexport const t = db;',
      }),
    );
    expect(problems).toEqual([
      "src/web/routes/admin/tab.tsx is web code and must not import src/server/db/database.ts",
    ]);
  });

  it("reads static, re-exported and dynamic imports but not type-only ones", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "./b.ts";',
      'export { c } from "./c.ts";',
      'export type { D } from "./d.ts";',
      'import "./e.css";',
      'const f = () => import("./f.ts");',
    ].join("\n");
    expect(runtimeImports(source).map((item: { specifier: string }) => item.specifier)).toEqual([
      "./a.ts",
      "./c.ts",
      "./e.css",
      "./f.ts",
    ]);
  });
});
