import { endpoint } from "#shared/api/endpoint.ts";
import { analyticsBatchSchema, analyticsQuerySchema, analyticsReportSchema } from "./schema.ts";

/** Built-in analytics: the tracker's beacon, and the owner's report, CSV export and erase. */
export const analyticsEndpoints = {
  /** The public page's tracker posts here with a plain path (its bundle carries no schemas). */
  collect: endpoint({
    method: "POST",
    path: "/api/events",
    body: analyticsBatchSchema,
    response: null,
    status: 204,
  }),
  report: endpoint({
    method: "GET",
    path: "/api/admin/analytics",
    query: analyticsQuerySchema,
    response: analyticsReportSchema,
  }),
  /** A CSV file download of the selected range (the browser follows a link to it). */
  export: endpoint({
    method: "GET",
    path: "/api/admin/analytics/export",
    query: analyticsQuerySchema,
    response: null,
  }),
  /** Deletes every event, rollup and salt. */
  erase: endpoint({ method: "DELETE", path: "/api/admin/analytics", response: null, status: 204 }),
};
