import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["sqlite", "postgres"]),
  version: z.string(),
});

export const readinessSchema = z.object({
  status: z.literal("ready"),
  database: z.enum(["sqlite", "postgres"]),
  migrations: z.literal("done"),
  mediaStore: z.enum(["reachable", "local"]),
});

/**
 * The liveness probe (answers once the database answers) and the readiness probe (503 while the
 * instance shuts down, or while the database, its schema or the media store is not there).
 */
export const healthEndpoints = {
  get: endpoint({ method: "GET", path: "/api/health", response: healthSchema }),
  ready: endpoint({ method: "GET", path: "/api/health/ready", response: readinessSchema }),
};
