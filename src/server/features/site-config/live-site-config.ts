import type { FastifyInstance } from "fastify";
import type { SecurityPolicy } from "#server/plugins/security-headers.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { analyticsScriptSources } from "./site-scripts.ts";

/**
 * The stored configuration kept in memory for what runs on every response (security headers):
 * loaded when the app is ready, replaced by every save, so a change applies without a restart.
 */
export class LiveSiteConfig {
  #config: SiteConfig = defaultSiteConfig;
  #policy: { config: SiteConfig; policy: SecurityPolicy } | undefined;

  /** `https`: PUBLIC_URL is https://; HSTS is never sent by a site that is not (issue 28). */
  constructor(private readonly https = false) {}

  get(): SiteConfig {
    return this.#config;
  }

  set(config: SiteConfig): void {
    this.#config = config;
  }

  /**
   * The headers policy of the current configuration: enableCSP, enableHSTS, hideServerInfo, analytics.
   * The same object until the configuration changes (it is read on every response).
   */
  securityPolicy(): SecurityPolicy {
    if (this.#policy?.config === this.#config) return this.#policy.policy;
    const { security, analytics } = this.#config;
    const policy = {
      enforceCsp: security.enableCSP,
      hsts: security.enableHSTS && this.https,
      hideServerInfo: security.hideServerInfo,
      extraSources: analyticsScriptSources(analytics),
    };
    this.#policy = { config: this.#config, policy };
    return policy;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    liveSiteConfig: LiveSiteConfig;
  }
}

/** Decorates the app with the live configuration and loads it once the database is ready. */
export function registerLiveSiteConfig(app: FastifyInstance): LiveSiteConfig {
  const live = new LiveSiteConfig(app.config.publicUrl.startsWith("https://"));
  app.decorate("liveSiteConfig", live);
  app.addHook("onReady", async () => {
    live.set(await app.services.siteConfig.get());
  });
  // A save on another instance (this one's own saves set it directly): read it again.
  app.changes.subscribe("page", (_data, origin) => {
    if (origin === "remote")
      app.services.siteConfig
        .get()
        .then((config) => live.set(config))
        .catch((error) => app.log.error({ err: error }, "could not read the changed site configuration"));
  });
  return live;
}
