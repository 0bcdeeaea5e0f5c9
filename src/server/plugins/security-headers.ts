import type { FastifyInstance, FastifyRequest } from "fastify";
import { serviceWorkerPolicyName } from "#server/features/site-config/service-worker.ts";
import { bootScripts } from "#server/pages/boot-scripts.ts";
import { livePreviewPath } from "#shared/page/routes.ts";
import { resumePreviewPath } from "#shared/resume/rules.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The baseline security headers under the current policy (for replies that skip `onSend`). */
    securityHeaders(path?: string): Record<string, string>;
  }
}

export interface SecurityPolicy {
  /** The owner's extra-strict level on top of the always-enforced baseline (Trusted Types). */
  enforceCsp: boolean;
  /** Send Strict-Transport-Security. */
  hsts: boolean;
  /** Send no `Server` / `X-Powered-By`; otherwise they name the software. */
  hideServerInfo?: boolean;
  /** Origins allowed for scripts and connections besides 'self' (the configured analytics). */
  extraSources?: string[];
}

/**
 * The Content-Security-Policy every answer enforces: no inline script (but the public page's boot
 * script, allowed by its hash) and no script from other origins (but the configured analytics
 * vendors), no plugins, no
 * `<base>`, forms only to this site, never framed. Inline styles stay allowed: React renders `style`
 * attributes, the theme colours arrive as a `<style>` element and notifications inject their styles.
 * The strict level adds Trusted Types: a string reaches an HTML sink only through the site's default
 * policy, which refuses markup, and reaches a script sink only as the service worker's own URL.
 */
export function contentSecurityPolicy(
  extraScriptSources: string[] = [],
  strict = false,
  frameAncestors = "'none'",
): string {
  const boot = bootScripts();
  const scripts = ["'self'", boot.public.csp, boot.owner.csp, ...extraScriptSources].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${extraScriptSources.join(" ")}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  // The policies allowed: the site's own ("default", installed by the browser entry) and the service
  // worker's registration's, which allows `/sw.js` and nothing else.
  if (strict)
    directives.push("require-trusted-types-for 'script'", `trusted-types default ${serviceWorkerPolicyName}`);
  return directives.join("; ");
}

/**
 * Browser features the site never uses, each denied to the page and to anything it embeds; passkeys
 * (WebAuthn) are allowed to the site's own pages only, never to an embedded frame (decision 068).
 */
export const permissionsPolicy = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .concat("publickey-credentials-create=(self)", "publickey-credentials-get=(self)")
  .join(", ");

/** Pages whose URL carries a secret (a reset link, the setup token): no Referer leaves them. */
const secretBearingPaths = new Set(["/reset-password", "/setup"]);

/** The pages this site frames itself: the admin editors' live preview and the résumé's (same origin only). */
const selfFramedPaths = new Set([livePreviewPath, resumePreviewPath]);

function pathOf(url: string): string {
  const path = url.split("?")[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** What of a path changes its headers: a page whose URL carries a secret, an uploaded file, the framed preview, or none. */
function pathKind(url: string): "secret" | "media" | "framed" | "other" {
  const clean = pathOf(url);
  if (secretBearingPaths.has(clean)) return "secret";
  if (selfFramedPaths.has(clean)) return "framed";
  return clean.startsWith("/media/") ? "media" : "other";
}

/** The baseline headers every response to `path` carries under `policy`. */
export function securityHeaders(policy: SecurityPolicy, path = "/"): Record<string, string> {
  const clean = pathOf(path);
  const framed = selfFramedPaths.has(clean);
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(
      policy.extraSources,
      policy.enforceCsp,
      framed ? "'self'" : "'none'",
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": secretBearingPaths.has(clean) ? "no-referrer" : "strict-origin-when-cross-origin",
    "x-frame-options": framed ? "SAMEORIGIN" : "DENY",
    "cross-origin-opener-policy": "same-origin",
    // Uploaded media may be embedded by the owner's other sites on the same registrable domain.
    "cross-origin-resource-policy": clean.startsWith("/media/") ? "same-site" : "same-origin",
    "permissions-policy": permissionsPolicy,
  };
  if (policy.hsts) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  if (policy.hideServerInfo === false) {
    headers.server = "Folio";
    headers["x-powered-by"] = "Folio";
  }
  return headers;
}

/**
 * Baseline headers on every response. `policy` is read per request so that a configuration change
 * (the admin's security settings) applies without a restart. A reply that bypasses `onSend` (a
 * hijacked stream) writes `app.securityHeaders(path)` itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: () => SecurityPolicy): void {
  // A request Fastify knows arrived over plain HTTP (TLS off at Folio, or a trusted proxy saying so)
  // never gets Strict-Transport-Security; with no proxy trusted, PUBLIC_URL's https:// decides.
  const plainHttp = (request: FastifyRequest) =>
    app.config.trustProxy !== false && request.protocol === "http";
  // Made again only when the policy object changes (a configuration save); one set per kind of path
  // (secret-bearing pages, media, the rest), as only those differ.
  let cached: { policy: SecurityPolicy; byKind: Map<string, Record<string, string>> } | undefined;
  const headersFor = (current: SecurityPolicy, url: string) => {
    if (cached?.policy !== current) cached = { policy: current, byKind: new Map() };
    const kind = pathKind(url);
    let headers = cached.byKind.get(kind);
    if (!headers) {
      headers = securityHeaders(current, kind === "other" ? "/" : url);
      cached.byKind.set(kind, headers);
    }
    return headers;
  };
  app.decorate("securityHeaders", (path = "/") => ({ ...headersFor(policy(), path) }));
  app.addHook("onSend", async (request: FastifyRequest, reply, payload) => {
    const current = policy();
    reply.headers(headersFor(current, request.url));
    if (current.hsts && plainHttp(request)) reply.removeHeader("strict-transport-security");
    if (current.hideServerInfo !== false) {
      reply.removeHeader("x-powered-by");
      reply.removeHeader("server");
    }
    return payload;
  });
}
