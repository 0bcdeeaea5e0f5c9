import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { webHeaders } from "#server/features/auth/web-request.ts";
import {
  type OwnerSeed,
  ownerSeedElementId,
  serverRenderedOwnerPaths,
  sessionQueryKey,
} from "#shared/page/owner-seed.ts";
import { clientRenderedPaths } from "#shared/page/routes.ts";
import { headTags, jsonForScript } from "./head-tags.ts";
import { htmlDocument } from "./html-document.ts";
import { type OwnerTemplateKind, ownerTemplate, readManifest } from "./owner-template.ts";
import type { PageRenderer } from "./page-renderer.ts";

/** The browser tab's title of each server-rendered screen (the screen sets the same one). */
const titles: Record<string, string> = {
  "/login": "Sign in",
  "/forgot-password": "Forgot password",
  "/reset-password": "Reset password",
  "/setup": "Create the owner account",
};

const isServerRendered = (path: string) => (serverRenderedOwnerPaths as readonly string[]).includes(path);

/**
 * What the screen at `path` is rendered with, or null when the server renders nothing and the browser
 * decides (a signed-in visitor on /login is sent on by the screen; a setup link that does not work shows
 * the 404 page after the browser's own check).
 */
async function seedFor(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<OwnerSeed | null> {
  if (path === "/login") {
    const session = await app.auth.api.getSession({ headers: webHeaders(request) }).catch(() => null);
    return session ? null : { queries: [[sessionQueryKey, null]] };
  }
  if (path === "/setup") {
    const token = new URL(request.url, "http://folio").searchParams.get("token") ?? "";
    const valid =
      token.length > 0 && token.length <= 200 && (await app.services.owners.isSetupTokenValid(token));
    return valid ? { queries: [[["/api/setup", token], { valid: true }]] } : null;
  }
  return { queries: [] };
}

/**
 * The owner area's pages (issue 29, decision 118): the sign-in, recovery and setup screens painted from
 * server HTML (the same React components, hydrated on the visitor's first interaction), the dashboard
 * and the invitation screens as the owner entry's shell. All `no-store`, with no ETag (issue 28).
 */
export function registerOwnerPages(app: FastifyInstance, { renderer }: { renderer: PageRenderer }): void {
  const manifest = readManifest();
  const templates = new Map<OwnerTemplateKind, string>();
  async function template(path: string, kind: OwnerTemplateKind): Promise<string> {
    const cached = templates.get(kind);
    if (cached) return cached;
    const made = ownerTemplate(await renderer.template(path), manifest, kind);
    // Under the dev server the template changes with the sources: made again every time.
    if (manifest) templates.set(kind, made);
    return made;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, path: string) {
    const seed = isServerRendered(path) ? await seedFor(app, request, path) : null;
    const kind: OwnerTemplateKind =
      path === "/admin-dashboard" ? "dashboard" : seed ? "server-rendered" : "shell";
    const title = titles[path];
    let head = headTags({
      title: title ? `${title} · Folio` : "Folio",
      description: "Owner area",
      noIndex: true,
    });
    let appHtml = "";
    if (seed) {
      const ssr = await renderer.ssr();
      appHtml = ssr.renderOwner(request.url, seed);
      head += `<script type="application/json" id="${ownerSeedElementId}">${jsonForScript(seed)}</script>`;
    }
    // Never kept by any cache (a shared computer's back button, a proxy): no-store, and no ETag.
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(htmlDocument(await template(path, kind), { head, appHtml, data: null }));
  }

  for (const path of clientRenderedPaths) {
    app.get(path, (request, reply) => answer(request, reply, path));
  }
}
