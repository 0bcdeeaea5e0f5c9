import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { analyticsEndpoints } from "#shared/analytics/endpoints.ts";
import type { AnalyticsRange } from "#shared/analytics/rules.ts";
import { call } from "#web/lib/call.ts";

export interface RangeChoice {
  range: AnalyticsRange;
  from?: string;
  to?: string;
}

const query = ({ range, from, to }: RangeChoice) =>
  range === "custom" ? { range, ...(from ? { from } : {}), ...(to ? { to } : {}) } : { range };

export const analyticsQueryKey = ["/api/admin/analytics"] as const;

export function useAnalytics(choice: RangeChoice) {
  return useQuery({
    queryKey: [...analyticsQueryKey, choice],
    queryFn: ({ signal }) => call(analyticsEndpoints.report, { query: query(choice) }, { signal }),
    // "Visitors right now" stays current while the tab is open.
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** The CSV export's address for the selected range (the browser downloads it). */
export function exportHref(choice: RangeChoice): string {
  return `${analyticsEndpoints.export.path}?${new URLSearchParams(query(choice)).toString()}`;
}

export function useEraseAnalytics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(analyticsEndpoints.erase, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsQueryKey }),
  });
}
