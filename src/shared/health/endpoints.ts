import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["sqlite", "postgres"]),
  version: z.string(),
});

/** The liveness probe: answers once the database answers. */
export const healthEndpoints = {
  get: endpoint({ method: "GET", path: "/api/health", response: healthSchema }),
};
