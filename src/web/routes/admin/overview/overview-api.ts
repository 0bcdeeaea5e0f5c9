import { useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "#shared/overview/schema.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * The Overview's query. Every successful owner write invalidates it (its activity and last update
 * change): one rule of the owner query client, `routes/owner/query-client.ts`.
 */
export const overviewQueryKey = ["/api/admin/overview"] as const;

export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: () => api.get<AdminOverview>("/api/admin/overview"),
  });
}
