import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { adminOverviewSchema, auditEntrySchema } from "./schema.ts";

export const overviewEndpoints = {
  overview: endpoint({ method: "GET", path: "/api/admin/overview", response: adminOverviewSchema }),
  activity: endpoint({
    method: "GET",
    path: "/api/admin/activity",
    query: z.object({
      limit: z.coerce
        .number()
        .int("limit must be a whole number")
        .min(1, "limit must be between 1 and 100")
        .max(100, "limit must be between 1 and 100")
        .default(10),
    }),
    response: z.object({ items: z.array(auditEntrySchema) }),
  }),
};
