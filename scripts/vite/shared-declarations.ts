import type { Plugin } from "vite";

/** Modules shared with the server: declarations (schemas, rules, endpoint contracts), no side effects. */
const sharedModule = /src[\\/]shared[\\/].+\.ts$/;
/** The modules that declare endpoints: `src/shared/<topic>/endpoints.ts`. */
const endpointsModule = /src[\\/]shared[\\/][^\\/]+[\\/]endpoints\.ts$/;
/** What the browser's `call()` reads of a declaration (`web/lib/call.ts`). */
const keptInBrowser = new Set(["method", "path", "status"]);
const pure = "/* @__PURE__ */ ";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const isFunction = (node: Node) =>
  node.type === "FunctionDeclaration" ||
  node.type === "FunctionExpression" ||
  node.type === "ArrowFunctionExpression";

/** Calls a module makes while it loads (not in a function, not a statement of their own). */
function moduleLevelValueCalls(program: Node): Node[] {
  const calls: Node[] = [];
  const visit = (node: unknown, statement: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    if (!isNode(node) || isFunction(node)) return;
    if ((node.type === "CallExpression" || node.type === "NewExpression") && !statement) calls.push(node);
    for (const [key, value] of Object.entries(node))
      if (key !== "type") visit(value, node.type === "ExpressionStatement" && key === "expression");
  };
  visit(program, false);
  return calls;
}

/**
 * Marks each call as pure for the bundler. A chain (`z.string().min(1)`) is several calls that start
 * at the same place, where one comment would mark only the innermost: each inner call is wrapped in
 * parentheses so that the next one starts with a comment of its own.
 */
function markPure(code: string, calls: Node[]): string {
  const inserts: { at: number; text: string; rank: number }[] = [];
  const byStart = new Map<number, Node[]>();
  for (const call of calls) byStart.set(call.start, [...(byStart.get(call.start) ?? []), call]);
  for (const [start, chain] of byStart) {
    chain.sort((a, b) => a.end - b.end);
    inserts.push({ at: start, text: `${pure}(`.repeat(chain.length - 1) + pure, rank: 0 });
    // A closing parenthesis of a later-starting (inner) chain goes before one of an outer chain.
    for (const call of chain.slice(0, -1)) inserts.push({ at: call.end, text: ")", rank: -start });
  }
  inserts.sort((a, b) => b.at - a.at || b.rank - a.rank);
  let out = code;
  for (const { at, text } of inserts) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The [start, end) ranges of the properties the browser does not read, in every `endpoint({…})` call. */
function unreadProperties(program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    const callee = node.callee as Node | undefined;
    const [spec] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type === "CallExpression" && callee?.name === "endpoint" && spec?.type === "ObjectExpression") {
      for (const property of spec.properties as Node[]) {
        const key = property.key as Node | undefined;
        const name = key?.name ?? key?.value;
        if (property.type === "Property" && !keptInBrowser.has(String(name)))
          ranges.push([property.start, property.end]);
      }
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== "type") visit(value);
  };
  visit(program);
  return ranges;
}

const isEndpointCall = (node: Node | undefined) =>
  node?.type === "CallExpression" && (node.callee as Node | undefined)?.name === "endpoint";

/** Whether `node` holds an `endpoint({…})` call anywhere inside it. */
function callsEndpoint(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsEndpoint);
  if (!isNode(node)) return false;
  if (isEndpointCall(node)) return true;
  return Object.entries(node).some(([key, value]) => key !== "type" && callsEndpoint(value));
}

/**
 * An endpoints module as the browser needs it: the `endpoint` helper's import, each exported group of
 * declarations (`export const xEndpoints = { list: endpoint({…}), … }`) and exported literal constants.
 * Its schemas and the zod import go: a browser module that imported one of them as a value would fail
 * the build (a missing export), never silently.
 */
function routesTable(code: string, program: Node): string {
  const kept: string[] = [];
  // Functions that build a group of declarations (`historyOfItem("sections", …)`) are kept whole: their
  // `endpoint` calls already hold only what the browser reads, and the groups they make are routes too.
  const builders = new Set<string>();
  for (const statement of program.body as Node[]) {
    const name = (statement.id as Node | undefined)?.name;
    if (statement.type === "FunctionDeclaration" && typeof name === "string" && callsEndpoint(statement)) {
      builders.add(name);
      kept.push(code.slice(statement.start, statement.end));
    }
  }
  const isRoutes = (node: Node | undefined) =>
    isEndpointCall(node) ||
    (node?.type === "CallExpression" && builders.has(String((node.callee as Node | undefined)?.name)));
  for (const statement of program.body as Node[]) {
    const source = (statement.source as Node | undefined)?.value;
    if (statement.type === "ImportDeclaration" && source === "#shared/api/endpoint.ts") {
      kept.push(code.slice(statement.start, statement.end));
      continue;
    }
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== "ExportNamedDeclaration" || declaration?.type !== "VariableDeclaration") continue;
    const declarators = declaration.declarations as Node[];
    const routesOrLiterals = declarators.every((declarator) => {
      const init = declarator.init as Node | undefined;
      if (init?.type === "Literal") return true;
      return (
        init?.type === "ObjectExpression" &&
        (init.properties as Node[]).every((property) => isRoutes(property.value as Node))
      );
    });
    if (!routesOrLiterals) continue;
    // A builder's arguments other than literals (the schemas it was handed) are not the browser's.
    const schemaArguments = declarators.flatMap((declarator) => {
      const init = declarator.init as Node;
      if (init.type !== "ObjectExpression") return [];
      return (init.properties as Node[]).flatMap((property) => {
        const value = property.value as Node;
        if (isEndpointCall(value)) return [];
        return (value.arguments as Node[]).filter((argument) => argument.type !== "Literal");
      });
    });
    let text = code.slice(statement.start, statement.end);
    for (const argument of schemaArguments.sort((a, b) => b.start - a.start))
      text = `${text.slice(0, argument.start - statement.start)}undefined${text.slice(argument.end - statement.start)}`;
    kept.push(text);
  }
  return `${kept.join("\n")}\n`;
}

function withoutRanges(code: string, ranges: [number, number][]): string {
  let out = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    let stop = end;
    while (/\s/.test(out[stop] ?? "")) stop++;
    if (out[stop] === ",") stop++;
    out = out.slice(0, start) + out.slice(stop);
  }
  return out;
}

/** The parser the bundler gives plugins (`this.parse`), or Vite's `parseAst` in tests. */
export type Parse = (code: string) => unknown;

/**
 * A module of `src/shared` as the browser build sees it (decision 123), or null for any other module.
 * An endpoints module becomes its routes table (`routesTable`): the admin's `call()` reads nothing
 * but the method, path and status, while the schemas brought zod and every schema module into the
 * owner area's first load. In the other shared modules, the values built as the module loads (schemas
 * above all) are marked pure, and vite.config.ts declares the modules free of side effects, so what
 * nothing uses is left out; a screen that validates with a schema still gets it, in its own chunk.
 */
export function sharedModuleForBrowser(code: string, id: string, parse: Parse): string | null {
  if (!sharedModule.test(id)) return null;
  if (endpointsModule.test(id)) {
    const routes = withoutRanges(code, unreadProperties(parse(code) as Node));
    return routesTable(routes, parse(routes) as Node);
  }
  return markPure(code, moduleLevelValueCalls(parse(code) as Node));
}

/** The browser build's view of `src/shared`; the server's build keeps every module whole. */
export function sharedDeclarations(): Plugin {
  return {
    name: "folio:shared-declarations",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr) return null;
      const out = sharedModuleForBrowser(code, id, (text) => this.parse(text));
      return out === null ? null : { code: out, map: null };
    },
  };
}
