import { useQuery } from "@tanstack/react-query";
import { overviewEndpoints } from "#shared/overview/endpoints.ts";
import { onboardingQueryKey, overviewQueryKey } from "#shared/page/owner-seed.ts";
import { call } from "#web/lib/call.ts";

/**
 * The Overview's query. Every successful owner write invalidates it (its activity and last update
 * change): one rule of the owner query client, `routes/owner/query-client.ts`.
 */
/** "Make it yours" (`onboardingQueryKey`): its steps follow every write, as the Overview does. */
export { onboardingQueryKey, overviewQueryKey };

export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: ({ signal }) => call(overviewEndpoints.overview, {}, { signal }),
  });
}
