import type { FastifyInstance } from "fastify";

export interface SecurityPolicy {
  /** Enforce the Content-Security-Policy; otherwise it is sent as Report-Only. */
  enforceCsp: boolean;
  /** Send Strict-Transport-Security. */
  hsts: boolean;
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
    if (current.enforceCsp) reply.header("content-security-policy", contentSecurityPolicy());
    else {
      // frame-ancestors is ignored in Report-Only, so it is always enforced on its own.
      reply.header("content-security-policy", "frame-ancestors 'none'");
      reply.header("content-security-policy-report-only", contentSecurityPolicy());
    }
    if (current.hsts) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    reply.removeHeader("x-powered-by");
    reply.removeHeader("server");
    return payload;
  });
}
