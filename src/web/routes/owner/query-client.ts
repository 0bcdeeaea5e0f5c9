import { MutationCache, notifyManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "#web/lib/api-client.ts";
import { onboardingQueryKey, overviewQueryKey } from "#web/routes/admin/overview/overview-api.ts";
import { sessionQueryKey } from "./session.ts";

// Query and mutation changes reach the screens in the same task as the change, not one timer later
// (the library's default): a change made by a timer, such as the save button going from 'Saved!' back
// to idle, then shows when that timer fires, even where the page's timers are throttled or held.
notifyManager.setScheduler(queueMicrotask);

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The owner area's one query client (sign-in screens and dashboard), with its two rules:
 * - a 401 from any query means the session ended elsewhere: the session is asked again, which shows
 *   the signed-out panel;
 * - every write refreshes the Overview, whose activity, last-update figures and "Make it yours" steps
 *   (a name set, projects imported) it changes. Failed
 *   writes too: a Site Config save can store the configuration and then have its component list
 *   refused, and the Overview must show the part that was stored.
 */
export function createOwnerQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) void client.invalidateQueries({ queryKey: sessionQueryKey });
      },
    }),
    mutationCache: new MutationCache({
      onSettled: () => {
        void client.invalidateQueries({ queryKey: overviewQueryKey });
        void client.invalidateQueries({ queryKey: onboardingQueryKey });
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
