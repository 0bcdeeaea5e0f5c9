import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
} from "fastify";
import { requireUser } from "#server/features/auth/require-owner.ts";
import type { Endpoint, EndpointOutput, EndpointParsed } from "#shared/api/endpoint.ts";

/**
 * Who may call a route (decision 067): anyone; any signed-in user ("editor": the editor and owner
 * roles); or only an owner. A signed-in editor gets 403 from an owner route, nobody gets 401 from either.
 */
export type Access = "public" | "editor" | "owner";

/** What a successful owner write means for the rest of Folio, stated next to its handler. */
export interface WriteEffects<E extends Endpoint = Endpoint> {
  /**
   * The activity log's line: its area and a sentence built from the request (`null` from `summary`
   * leaves this particular request out); `null` when the write is never worth a line.
   */
  audit: { area: string; summary: (input: EndpointParsed<E>) => string | null } | null;
  /**
   * Whether the write changes what the public page shows: its cached answers are dropped, every one
   * of them, unless the handler narrows the change to the projects it touched with
   * `narrowPageChange(request, { projects })` (`src/server/pages/page-cache.ts`, decision 155).
   */
  changesPage: boolean;
}

export interface RouteDeclaration<E extends Endpoint> {
  /** Who may call it; a function decides per request (e.g. `?all=true` is the owner's only). */
  access: Access | ((request: FastifyRequest) => Access);
  /** Required on every owner route that is not a read. */
  effects?: WriteEffects<E>;
  bodyLimit?: number;
  /**
   * A public read kept as ready-to-send bytes with the page, until a write that changes the page
   * (only its bare path: a query string is read fresh).
   */
  cached?: boolean;
  /** Extra hooks that run after the access check (e.g. a rate limit). */
  onRequest?: onRequestAsyncHookHandler[];
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest & EndpointParsed<E>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointOutput<E> | FastifyReply>;

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its declared access and effects, in the order they were added. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    access?: RouteDeclaration<Endpoint>["access"];
    effects?: WriteEffects;
    cached?: boolean;
  }
}

async function checkAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const access = request.routeOptions.config.access;
  const needed = typeof access === "function" ? access(request) : access;
  if (needed === "owner" || needed === "editor") await requireUser(request, reply, needed);
}

/** Fastify's schema for a contract, with only the parts it declares (an undefined key draws a warning). */
function routeSchema(endpoint: Endpoint, status: number): FastifySchema {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.response) schema.response = { [status]: endpoint.response };
  return schema;
}

/**
 * Registers the route of an endpoint declared in `src/shared`: its schemas validate the request and
 * serialise the answer, its declared status is sent, and the access rule and write effects travel in the
 * route's config, where the access check, the activity log and the page cache read them.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  declaration: RouteDeclaration<E>,
  handler: EndpointHandler<E>,
): void {
  const status = endpoint.status ?? 200;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: declaration.bodyLimit,
    config: {
      access: declaration.access,
      effects: declaration.effects as WriteEffects | undefined,
      cached: declaration.cached,
    },
    schema: routeSchema(endpoint, status),
    onRequest: [checkAccess, ...(declaration.onRequest ?? [])],
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (answer === reply || reply.sent) return answer;
      reply.code(status);
      return status === 204 ? reply.send() : answer;
    },
  };
  app.route(options);
}

/** A route as the route table records it, for the checks that walk every route. */
export interface RouteEntry {
  method: string;
  url: string;
  access?: RouteDeclaration<Endpoint>["access"];
  effects?: WriteEffects;
}

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A write route that is not public must say what it changes; a route of the API must say who may call it. */
export function routeDeclarationProblem({ method, url, access, effects }: RouteEntry): string | null {
  if (!url.startsWith("/api/")) return null;
  if (access === undefined) return `${method} ${url} declares no access (public, editor or owner)`;
  if (!readMethods.has(method) && access !== "public" && effects === undefined)
    return `${method} ${url} is a signed-in write that declares no effects (audit line, page change)`;
  return null;
}

/** Records every route as it is added (`app.routeTable`), for the test that walks them all. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      table.push({
        method,
        url: options.url,
        access: options.config?.access,
        effects: options.config?.effects,
      });
    }
  });
}
