import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health/health.routes.ts";

/** Every feature's routes, registered under /api. Add one line per feature. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: "/api" });
}
