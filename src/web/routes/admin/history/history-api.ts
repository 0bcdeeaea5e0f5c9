import { useMutation, useQuery } from "@tanstack/react-query";
import { projectHistoryEndpoints, sectionHistoryEndpoints } from "#shared/history/endpoints.ts";
import { call } from "#web/lib/call.ts";

/** The kinds with one History per item (a section, a project), as their addresses name them. */
export type ItemKind = "section" | "project";

const historyEndpoints = { section: sectionHistoryEndpoints, project: projectHistoryEndpoints };

export const historyQueryKey = (kind: ItemKind, id: string) => ["history", kind, id] as const;

/** An item's versions, newest first: read afresh each time the History opens (a save adds one). */
export function useVersions(kind: ItemKind, id: string) {
  return useQuery({
    queryKey: historyQueryKey(kind, id),
    refetchOnMount: "always",
    queryFn: async ({ signal }) =>
      (await call(historyEndpoints[kind].list, { params: { id } }, { signal })).items,
  });
}

/** One version with its content (read when the owner opens it). */
export function useVersion(kind: ItemKind, id: string, version: number | null) {
  return useQuery({
    queryKey: [...historyQueryKey(kind, id), version],
    enabled: version !== null,
    queryFn: ({ signal }) =>
      call(historyEndpoints[kind].get, { params: { id, version: version ?? 0 } }, { signal }),
  });
}

/** Saves a version again as a new one (the owner query client refreshes the Overview after it). */
export function useRestoreVersion(kind: ItemKind, id: string) {
  return useMutation({
    mutationFn: (version: number) => call(historyEndpoints[kind].restore, { params: { id, version } }),
  });
}
