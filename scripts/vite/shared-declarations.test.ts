import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { sharedModuleForBrowser } from "./shared-declarations.ts";

const parse = (code: string) => parseAst(code);
const endpoints = `import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { itemSchema } from "./schema.ts";

const idParams = z.object({ id: z.string().min(1) });
export const itemLimit = 120;
export const itemListSchema = z.object({ items: z.array(itemSchema) });
export const itemEndpoints = {
  list: endpoint({ method: "GET", path: "/api/items", query: z.object({ q: z.string() }), response: itemListSchema }),
  create: endpoint({
    method: "POST",
    path: "/api/items",
    body: itemSchema,
    response: itemSchema,
    status: 201,
  }),
  remove: endpoint({ method: "DELETE", path: "/api/items/:id", params: idParams, response: null, status: 204 }),
};
`;

/** Runs a module body with a stand-in `z` whose every call is recorded. */
function run(code: string) {
  const calls: string[] = [];
  const chain = (name: string): unknown =>
    new Proxy(() => undefined, {
      get: (_target, property) => chain(`${name}.${String(property)}`),
      apply: (_target, _self, args) => {
        calls.push(`${name}(${args.length})`);
        return chain(`${name}()`);
      },
    });
  const exports = new Function("z", `${code.replaceAll("export ", "")}; return { a, b };`)(chain("z"));
  return { calls, exports };
}

describe("src/shared as the browser build sees it", () => {
  it("makes an endpoints module its routes table: method, path and status, no schema, no zod", () => {
    const out = sharedModuleForBrowser(endpoints, "/app/src/shared/items/endpoints.ts", parse) ?? "";
    expect(out).not.toMatch(/zod|z\.|Schema|idParams/);
    // What the module exports, with the `endpoint` helper as the identity it is.
    const body = out.replace(/^import .*$/m, "").replaceAll("export ", "");
    const exported = new Function("endpoint", `${body}; return { itemLimit, itemEndpoints };`)(
      (spec: unknown) => spec,
    );
    expect(exported).toEqual({
      itemLimit: 120,
      itemEndpoints: {
        list: { method: "GET", path: "/api/items" },
        create: { method: "POST", path: "/api/items", status: 201 },
        remove: { method: "DELETE", path: "/api/items/:id", status: 204 },
      },
    });
    expect(out.startsWith('import { endpoint } from "#shared/api/endpoint.ts";')).toBe(true);
  });

  it("keeps the functions that build groups of declarations, and the groups they make", () => {
    const built = `import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { itemSchema, versionSchema } from "./schema.ts";

const idParams = z.object({ id: z.string() });
function historyOf(base, saved) {
  return {
    list: endpoint({ method: "GET", path: \`/api/\${base}/:id/versions\`, params: idParams, response: versionSchema }),
    restore: endpoint({ method: "POST", path: \`/api/\${base}/:id/restore\`, response: saved }),
  };
}
export const historyEndpoints = { item: historyOf("items", itemSchema) };
`;
    const out = sharedModuleForBrowser(built, "/app/src/shared/history/endpoints.ts", parse) ?? "";
    expect(out).not.toMatch(/zod|z\.|Schema\b|idParams/);
    const body = out.replace(/^import .*$/m, "").replaceAll("export ", "");
    const exported = new Function("endpoint", `${body}; return historyEndpoints;`)((spec: unknown) => spec);
    expect(exported).toEqual({
      item: {
        list: { method: "GET", path: "/api/items/:id/versions" },
        restore: { method: "POST", path: "/api/items/:id/restore" },
      },
    });
  });

  it("marks every value a shared module builds as it loads pure, each call of a chain included", () => {
    const source = "const a = z.string().min(1).max(2);\nconst b = z.object({ c: z.number().int() });";
    const out = sharedModuleForBrowser(source, "/app/src/shared/items/schema.ts", parse) ?? "";
    expect(out).toBe(
      "const a = /* @__PURE__ */ (/* @__PURE__ */ (/* @__PURE__ */ z.string()).min(1)).max(2);\n" +
        "const b = /* @__PURE__ */ z.object({ c: /* @__PURE__ */ (/* @__PURE__ */ z.number()).int() });",
    );
    // The same calls, in the same order, as the module as written.
    expect(run(out).calls).toEqual(run(source).calls);
    expect(run(source).calls).toEqual([
      "z.string(0)",
      "z.string().min(1)",
      "z.string().min().max(1)",
      "z.number(0)",
      "z.number().int(0)",
      "z.object(1)",
    ]);
  });

  it("leaves calls made for their effect, calls inside functions, and other modules alone", () => {
    const source = "register();\nexport function check(x) { return z.string().parse(x); }";
    expect(sharedModuleForBrowser(source, "/app/src/shared/items/rules.ts", parse)).toBe(source);
    expect(sharedModuleForBrowser("const a = z.string();", "/app/src/web/items.ts", parse)).toBeNull();
  });
});
