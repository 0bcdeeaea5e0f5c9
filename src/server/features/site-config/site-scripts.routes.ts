import type { FastifyPluginAsync } from "fastify";
import { appVersion } from "#server/version.ts";
import {
  retiredServiceWorkerScript,
  serviceWorkerRegistration,
  serviceWorkerScript,
} from "./service-worker.ts";
import { analyticsScript } from "./site-scripts.ts";

const javascript = "text/javascript; charset=utf-8";
// A new cache per server start: a deploy never serves assets of the previous build from the cache.
const cacheVersion = `${appVersion}-${Date.now().toString(36)}`;

/**
 * Scripts the public page loads from its own origin (so a strict CSP allows them): the analytics loader,
 * the service worker and its registration. They follow the stored configuration at once.
 */
export const siteScriptsRoutes: FastifyPluginAsync = async (app) => {
  app.get("/analytics.js", async (_request, reply) => {
    reply.type(javascript).header("cache-control", "no-cache");
    return analyticsScript(app.liveSiteConfig.get().analytics);
  });

  app.get("/sw.js", async (_request, reply) => {
    const { enableServiceWorker } = app.liveSiteConfig.get().performance;
    reply.type(javascript).header("cache-control", "no-cache").header("service-worker-allowed", "/");
    return enableServiceWorker ? serviceWorkerScript(cacheVersion) : retiredServiceWorkerScript;
  });

  app.get("/sw-register.js", async (_request, reply) => {
    reply.type(javascript).header("cache-control", "no-cache");
    return serviceWorkerRegistration;
  });
};
