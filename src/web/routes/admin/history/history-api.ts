import { useMutation, useQuery } from "@tanstack/react-query";
import {
  componentsHistoryEndpoints,
  postHistoryEndpoints,
  projectHistoryEndpoints,
  resumeHistoryEndpoints,
  sectionHistoryEndpoints,
  siteConfigHistoryEndpoints,
} from "#shared/history/endpoints.ts";
import type { HistoryKind } from "#shared/history/rules.ts";
import { call } from "#web/lib/call.ts";

/**
 * Whose History: a section or a project names its item by `id`; the site configuration, the component
 * list and the résumé's settings are one each and have none.
 */
export type ItemKind = HistoryKind;

// The browser's build keeps an endpoints module's groups only (decision 123), so the map is made here.
const historyEndpoints = {
  section: sectionHistoryEndpoints,
  project: projectHistoryEndpoints,
  post: postHistoryEndpoints,
  "site-config": siteConfigHistoryEndpoints,
  components: componentsHistoryEndpoints,
  resume: resumeHistoryEndpoints,
};

export const historyQueryKey = (kind: ItemKind, id = "") => ["history", kind, id] as const;

/**
 * The address's parameters for `kind`: with the item's `id` for the kinds that have one. The endpoints
 * of the five kinds differ only in that, which TypeScript cannot follow through their union.
 */
const paramsOf = (id: string | undefined, version?: number) =>
  ({
    params: { ...(id === undefined ? {} : { id }), ...(version === undefined ? {} : { version }) },
  }) as never;

/** An item's versions, newest first: read afresh each time the History opens (a save adds one). */
export function useVersions(kind: ItemKind, id?: string) {
  return useQuery({
    queryKey: historyQueryKey(kind, id),
    refetchOnMount: "always",
    queryFn: async ({ signal }) => (await call(historyEndpoints[kind].list, paramsOf(id), { signal })).items,
  });
}

/** One version with its content (read when the owner opens it). */
export function useVersion(kind: ItemKind, id: string | undefined, version: number | null) {
  return useQuery({
    queryKey: [...historyQueryKey(kind, id), version],
    enabled: version !== null,
    queryFn: ({ signal }) => call(historyEndpoints[kind].get, paramsOf(id, version ?? 0), { signal }),
  });
}

/** Saves a version again as a new one (the owner query client refreshes the Overview after it). */
export function useRestoreVersion(kind: ItemKind, id?: string) {
  return useMutation({
    mutationFn: (version: number) => call(historyEndpoints[kind].restore, paramsOf(id, version)),
  });
}
