import { useQuery } from "@tanstack/react-query";
import { overviewEndpoints } from "#shared/overview/endpoints.ts";
import { overviewQueryKey } from "#shared/page/owner-seed.ts";
import { call } from "#web/lib/call.ts";

/**
 * The Overview's query. Every successful owner write invalidates it (its activity and last update
 * change): one rule of the owner query client, `routes/owner/query-client.ts`.
 */
export { overviewQueryKey };

export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => call(overviewEndpoints.overview, {}, { signal }),
  });
}
