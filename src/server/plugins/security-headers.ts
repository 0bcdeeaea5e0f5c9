import type { FastifyInstance } from "fastify";

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

/** The Content-Security-Policy the site is built to satisfy: no inline script, nothing from other origins. */
export function contentSecurityPolicy(extraScriptSources: string[] = []): string {
  const scripts = ["'self'", ...extraScriptSources].join(" ");
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

/**
 * Baseline headers on every response. `policy` is read per request so that a configuration change
 * (the admin's security settings) applies without a restart.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: () => SecurityPolicy): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    const current = policy();
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
    const csp = contentSecurityPolicy(current.extraSources);
    if (current.enforceCsp) reply.header("content-security-policy", csp);
    else {
      // frame-ancestors is ignored in Report-Only, so it is always enforced on its own.
      reply.header("content-security-policy", "frame-ancestors 'none'");
      reply.header("content-security-policy-report-only", csp);
    }
    if (current.hsts) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (current.hideServerInfo === false) {
      reply.header("server", "Folio");
      reply.header("x-powered-by", "Folio");
    } else {
      reply.removeHeader("x-powered-by");
      reply.removeHeader("server");
    }
    return payload;
  });
}
