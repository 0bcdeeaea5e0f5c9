import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { introGateScript } from "#shared/intro-gate.ts";

const version = createHash("sha256").update(introGateScript).digest("base64url").slice(0, 12);

/** Where the gate is served: its name carries its content's hash, so it is cached for a year. */
export const introGatePath = `/intro-gate.${version}.js`;

/**
 * The intro gate for the public page's head: a small same-origin script, render-blocking on purpose
 * (it must decide before the first paint), fetched alongside the stylesheet. Being a file rather than
 * inline, it needs no exception in the Content-Security-Policy's `script-src 'self'`.
 */
export function introGateTag(): string {
  return `<script src="${introGatePath}"></script>`;
}

/** Serves the gate from memory. */
export function registerIntroGateRoute(app: FastifyInstance): void {
  app.get(introGatePath, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(introGateScript),
  );
}
