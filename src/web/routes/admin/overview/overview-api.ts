import { useQuery } from "@tanstack/react-query";
import { overviewEndpoints } from "#shared/overview/endpoints.ts";
import { call } from "#web/lib/call.ts";

/**
 * The Overview's query. Every successful owner write invalidates it (its activity and last update
 * change): one rule of the owner query client, `routes/owner/query-client.ts`.
 */
export const overviewQueryKey = ["/api/admin/overview"] as const;

export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => call(overviewEndpoints.overview, {}, { signal }),
  });
}
