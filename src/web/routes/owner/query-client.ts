import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api-client.ts";
import { overviewQueryKey } from "#web/routes/admin/overview/overview-api.ts";
import { sessionQueryKey } from "./session.ts";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The owner area's one query client (sign-in screens and dashboard), with its two rules:
 * - a 401 from any query means the session ended elsewhere: the session is asked again, which shows
 *   the signed-out panel;
 * - every successful write refreshes the Overview, whose activity and last-update figures it changes.
 */
export function createOwnerQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) void client.invalidateQueries({ queryKey: sessionQueryKey });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: overviewQueryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 404, 409…) are answers, not hiccups: do not retry them.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}
