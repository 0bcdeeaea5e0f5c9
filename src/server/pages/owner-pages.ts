import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { webHeaders } from "#server/features/auth/web-request.ts";
import { chooseEncoding } from "#server/http/accept-encoding.ts";
import { encodingSent, htmlType, type PreparedBody, prepareBody } from "#server/http/prepared-body.ts";
import { feedbackEndpoints } from "#shared/feedback/endpoints.ts";
import {
  feedbackCountsQueryKey,
  type OwnerSeed,
  onboardingQueryKey,
  overviewQueryKey,
  ownerSeedElementId,
  paintedOverAttribute,
  serverRenderedOwnerPaths,
  sessionQueryKey,
} from "#shared/page/owner-seed.ts";
import { clientRenderedPaths } from "#shared/page/routes.ts";
import { headTags, jsonForScript } from "./head-tags.ts";
import type { PageKindName } from "./page-kinds.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { renderPage } from "./render-page.ts";

/** The browser tab's title of each server-rendered screen (the screen sets the same one). */
const titles: Record<string, string> = {
  "/login": "Sign in",
  "/forgot-password": "Forgot password",
  "/reset-password": "Reset password",
  "/setup": "Create the owner account",
};

const isServerRendered = (path: string) => (serverRenderedOwnerPaths as readonly string[]).includes(path);

interface OwnerRender {
  /** What the browser's screen starts with. */
  seed: OwnerSeed;
  /**
   * The address the server renders, and the key its HTML is kept under: the screen's markup depends
   * only on it, never on a link's secret (a setup token, a reset secret), which is replaced by a stand-in.
   */
  location: string;
  /** The answers the server renders with (the seed, with the stand-ins). */
  serverSeed: OwnerSeed;
}

/**
 * The signed-in dashboard's first answers, sent with its page so the Overview needs no request of its
 * own after the script (two round trips on a phone's network): the session, the Overview and the
 * unread counts (the Overview's messages card; when the account may read them) and "Make it yours", as the
 * API answers them to this request's cookie (the same routes, access checks and serializers). Null
 * without a session cookie, or when either answer is not a 200 (the screen then asks, as before).
 */
async function dashboardSeed(app: FastifyInstance, request: FastifyRequest): Promise<OwnerSeed | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const ask = async (url: string) => {
    const answer = await app.inject({ method: "GET", url, headers: { cookie } });
    return answer.statusCode === 200 ? (answer.json() as unknown) : undefined;
  };
  const [session, overview, counts, onboarding] = await Promise.all([
    ask(sessionQueryKey[0]),
    ask(overviewQueryKey[0]),
    ask(feedbackEndpoints.counts.path),
    ask(onboardingQueryKey[0]),
  ]);
  const user = (session as { user?: unknown } | null | undefined)?.user;
  if (!user || overview === undefined) return null;
  const queries: OwnerSeed["queries"] = [
    [sessionQueryKey, user],
    [overviewQueryKey, overview],
  ];
  // An account that may not read the messages gets no counts (nor the card that shows them).
  if (counts !== undefined) queries.push([feedbackCountsQueryKey, counts]);
  // "Make it yours" is painted with the rest, so it does not push the Overview down when it arrives.
  if (onboarding !== undefined) queries.push([onboardingQueryKey, onboarding]);
  return { queries };
}

/**
 * What the screen at `path` is rendered with, or null when the server renders nothing and the browser
 * decides (a signed-in visitor on /login is sent on by the screen; a setup link that does not work shows
 * the 404 page after the browser's own check).
 */
async function renderFor(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<OwnerRender | null> {
  const params = new URL(request.url, "http://folio").searchParams;
  if (path === "/login") {
    // Without a cookie there is no session to look up.
    const session = request.headers.cookie
      ? await app
          .auth()
          .then((auth) => auth.api.getSession({ headers: webHeaders(request) }))
          .catch(() => null)
      : null;
    const seed: OwnerSeed = { queries: [[sessionQueryKey, null]] };
    return session ? null : { seed, serverSeed: seed, location: path };
  }
  if (path === "/setup") {
    const token = params.get("token") ?? "";
    const valid =
      token.length > 0 && token.length <= 200 && (await app.services.owners.isSetupTokenValid(token));
    if (!valid) return null;
    return {
      seed: { queries: [[["/api/setup", token], { valid: true }]] },
      serverSeed: { queries: [[["/api/setup", "link"], { valid: true }]] },
      location: "/setup?token=link",
    };
  }
  const none: OwnerSeed = { queries: [] };
  if (path === "/reset-password") {
    const complete = Boolean(params.get("userId") && params.get("secret"));
    return { seed: none, serverSeed: none, location: complete ? `${path}?userId=u&secret=s` : path };
  }
  return { seed: none, serverSeed: none, location: path };
}

/** Which kind of page (`page-kinds.ts`) an owner page is. */
function pageKind(page: { painted: boolean; dashboard: boolean; serverRendered: boolean }): PageKindName {
  if (page.painted) return "paintedDashboard";
  if (page.dashboard) return "dashboard";
  return page.serverRendered ? "ownerScreen" : "ownerShell";
}

/**
 * The owner area's pages (issue 29, decision 118): the sign-in, recovery and setup screens painted from
 * server HTML (the same React components, hydrated on the visitor's first interaction), the dashboard
 * and the invitation screens as the owner entry's shell. All `no-store`, with no ETag (issue 28).
 */
export function registerOwnerPages(app: FastifyInstance, { renderer }: { renderer: PageRenderer }): void {
  /**
   * Each page's bytes (plain and compressed), made once per address: the same for every visitor but
   * the setup screen's, whose seed holds the link. Built pages only: under the dev server, every time.
   */
  const pages = new Map<string, Promise<PreparedBody>>();
  function page(key: string | null, make: () => Promise<string>): Promise<PreparedBody> {
    if (!key || !renderer.manifest)
      return make().then((html) => prepareBody(html, htmlType, { quick: true }));
    let kept = pages.get(key);
    if (!kept) {
      kept = make().then((html) => prepareBody(html, htmlType));
      kept.catch(() => pages.delete(key));
      pages.set(key, kept);
    }
    return kept;
  }

  /**
   * The signed-in dashboard with its Overview, painted from the server's HTML with its first answers
   * (decision 125), inert until the owner entry renders the dashboard over it. Should that render fail,
   * the page is the shell, as before, and the failure is logged.
   */
  async function paintDashboard(seed: OwnerSeed): Promise<string> {
    try {
      const html = await (await renderer.ssr()).renderDashboard("/admin-dashboard", seed);
      return `<div ${paintedOverAttribute} inert>${html}</div>`;
    } catch (error) {
      app.log.error({ err: error }, "the dashboard could not be painted on the server");
      return "";
    }
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, path: string) {
    const render = isServerRendered(path) ? await renderFor(app, request, path) : null;
    const dashboard = path === "/admin-dashboard";
    const seed = dashboard ? await dashboardSeed(app, request).catch(() => null) : null;
    // The Overview is painted on the server; another tab (`?tab=`) renders in the browser as before.
    const tab = new URL(request.url, "http://folio").searchParams.get("tab");
    const painted = seed && (tab === null || tab === "overview") ? await paintDashboard(seed) : "";
    const kind = pageKind({ painted: painted !== "", dashboard, serverRendered: render !== null });
    // A page holding a link's token or a signed-in user's answers is made for its request alone.
    const key = (path === "/setup" && render) || seed ? null : `${kind} ${render?.location ?? path}`;
    const body = await page(key, () => document(path, kind, render, seed, painted));
    // Never kept by any cache (a shared computer's back button, a proxy): no-store, and no ETag.
    const encoding = encodingSent(body, chooseEncoding(request.headers["accept-encoding"]));
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .header("cache-control", "no-store")
      .header("vary", "accept-encoding")
      .type(htmlType)
      .send(body.encoded[encoding]);
  }

  async function document(
    path: string,
    kind: PageKindName,
    render: OwnerRender | null,
    seed: OwnerSeed | null,
    painted: string,
  ) {
    const title = titles[path];
    let head = headTags({
      title: title ? `${title} · Folio` : "Folio",
      description: "Owner area",
      noIndex: true,
    });
    const appHtml = render
      ? await (await renderer.ssr()).renderOwner(render.location, render.serverSeed)
      : painted;
    const pageSeed = render?.seed ?? seed;
    if (pageSeed)
      head += `<script type="application/json" id="${ownerSeedElementId}">${jsonForScript(pageSeed)}</script>`;
    return renderPage(renderer, path, kind, { head, appHtml });
  }

  // Answered in ready-made bytes, so the compression plugin stays out of it.
  for (const path of clientRenderedPaths) {
    app.get(path, { compress: false }, (request, reply) => answer(request, reply, path));
  }
}
