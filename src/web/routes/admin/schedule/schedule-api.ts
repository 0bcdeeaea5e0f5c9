import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { scheduleEndpoints } from "#shared/schedule/endpoints.ts";
import type { ScheduleInput } from "#shared/schedule/schema.ts";
import { call } from "#web/lib/call.ts";

export const scheduleQueryKey = ["/api/schedule"] as const;

/** What waits to go live or offline, and the site's time zone (decision 150). */
export function useSchedule() {
  return useQuery({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }) => call(scheduleEndpoints.list, {}, { signal }),
  });
}

/** Sets or cancels (`dueAt: null`) one change; the answer is the whole list. */
export function useSetSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => call(scheduleEndpoints.set, { body: input }),
    onSuccess: (list) => client.setQueryData(scheduleQueryKey, list),
  });
}

/** "Tue, 1 Dec 2026, 09:30" in the site's time zone. */
export function formatDue(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(undefined, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
