import { useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "#shared/admin-overview.ts";
import { api } from "#web/lib/api-client.ts";

/** The Overview's query; every admin write invalidates it (its activity and last update change). */
export const overviewQueryKey = ["/api/admin/overview"] as const;

export function useOverview() {
  return useQuery({
    queryKey: overviewQueryKey,
    queryFn: () => api.get<AdminOverview>("/api/admin/overview"),
  });
}
