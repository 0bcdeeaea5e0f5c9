import type { FastifyInstance } from "fastify";
import { introGateCspSource } from "#server/pages/intro-gate.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The baseline security headers under the current policy (for replies that skip `onSend`). */
    securityHeaders(): Record<string, string>;
  }
}

export interface SecurityPolicy {
  /** Enforce the Content-Security-Policy; otherwise it is sent as Report-Only. */
  enforceCsp: boolean;
  /** Send Strict-Transport-Security. */
  hsts: boolean;
  /** Send no `Server` / `X-Powered-By`; otherwise they name the software. */
  hideServerInfo?: boolean;
  /** Origins allowed for scripts and connections besides 'self' (the configured analytics). */
  extraSources?: string[];
}

/**
 * The Content-Security-Policy the site is built to satisfy: nothing from other origins, and no inline
 * script but the intro gate, allowed by its hash.
 */
export function contentSecurityPolicy(extraScriptSources: string[] = []): string {
  const scripts = ["'self'", introGateCspSource, ...extraScriptSources].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${extraScriptSources.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The baseline headers every response carries under `policy`. */
export function securityHeaders(policy: SecurityPolicy): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
  const csp = contentSecurityPolicy(policy.extraSources);
  if (policy.enforceCsp) headers["content-security-policy"] = csp;
  else {
    // frame-ancestors is ignored in Report-Only, so it is always enforced on its own.
    headers["content-security-policy"] = "frame-ancestors 'none'";
    headers["content-security-policy-report-only"] = csp;
  }
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
 * hijacked stream) writes `app.securityHeaders()` itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: () => SecurityPolicy): void {
  app.decorate("securityHeaders", () => securityHeaders(policy()));
  app.addHook("onSend", async (_request, reply, payload) => {
    const current = policy();
    reply.headers(securityHeaders(current));
    if (current.hideServerInfo !== false) {
      reply.removeHeader("x-powered-by");
      reply.removeHeader("server");
    }
    return payload;
  });
}
