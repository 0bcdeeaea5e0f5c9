import type { FastifyInstance } from "fastify";
import { runExclusive } from "#server/db/exclusive-jobs.ts";
import { underMigrationLock } from "#server/db/migrate.ts";
import "./auth-types.ts";
import { registerOriginCheck } from "./origin-check.ts";

const PRUNE_INTERVAL_MS = 3_600_000;

/**
 * Owner accounts around better-auth (`app.auth`) and the owners and rate-limiter services: the Origin
 * check for cookie-carrying writes, the start-up step that creates the owner from OWNER_* or prints the
 * one-time setup link, and the hourly pruning of old rate-limit counters. The /api/auth and /api/setup
 * routes are registered in features/index.ts.
 */
export function registerAuth(app: FastifyInstance, write: (text: string) => void): void {
  const { owners, rateLimiter } = app.services;
  registerOriginCheck(app);

  // Once the owner exists, the setup page is gone: /setup answers 404 (the screen then shows the 404
  // page). The status is set on the app shell's answer, so the client-rendered screen still loads.
  const setupGone = new WeakSet<object>();
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" || (request.url.split("?")[0] ?? "") !== "/setup") return;
    if (!(await owners.exists())) return;
    setupGone.add(request);
    delete request.headers["if-none-match"];
  });
  app.addHook("onSend", async (request, reply) => {
    if (setupGone.has(request)) reply.code(404).header("cache-control", "no-store");
  });

  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // Instances started together create the owner (or its setup link) once: under the start-up lock.
    const { created, setupLink } = await underMigrationLock(app.db, () => owners.bootstrap());
    if (created) app.log.info({ email: created.email }, "owner account created from OWNER_EMAIL");
    if (setupLink) {
      write(
        `\nNo owner account yet. Open this one-time link to create it:\n  ${setupLink}\n` +
          "(A new link is printed at every start until the owner exists.)\n\n",
      );
    }
    // One instance at a time clears the old counters (decision 116).
    const prune = () => runExclusive(app.db, "rate-limit-prune", () => rateLimiter.prune());
    await prune();
    pruneTimer = setInterval(() => void prune().catch(() => undefined), PRUNE_INTERVAL_MS);
    pruneTimer.unref();
  });
  app.addHook("onClose", async () => clearInterval(pruneTimer));
}
