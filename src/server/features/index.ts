import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes.ts";
import { setupRoutes } from "./auth/setup.routes.ts";
import { componentsRoutes } from "./components/components.routes.ts";
import { feedbackRoutes } from "./feedback/feedback.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { mediaFiles } from "./media/media-files.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { projectRoutes } from "./projects/project.routes.ts";
import { siteConfigRoutes } from "./site-config/site-config.routes.ts";

/** Every feature's routes, registered under /api. Add one line per feature. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(authRoutes, { prefix: "/api" });
  await app.register(setupRoutes, { prefix: "/api" });
  await app.register(siteConfigRoutes, { prefix: "/api" });
  await app.register(componentsRoutes, { prefix: "/api" });
  await app.register(projectRoutes, { prefix: "/api" });
  await app.register(mediaRoutes, { prefix: "/api" });
  await app.register(mediaFiles);
  await app.register(feedbackRoutes, { prefix: "/api" });
}
