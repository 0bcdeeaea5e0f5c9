import { useQuery } from "@tanstack/react-query";
import { componentEndpoints } from "#shared/components/endpoints.ts";
import type { ComponentEntry } from "#shared/components/schema.ts";
import { siteConfigEndpoints } from "#shared/site-config/endpoints.ts";
import type { SiteConfig, SiteConfigDocument } from "#shared/site-config/schema.ts";
import { call } from "#web/lib/call.ts";

export const siteConfigQueryKey = ["/api/site-config"] as const;
export const componentsQueryKey = ["/api/components"] as const;

export function useStoredSiteConfig() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: ({ signal }) => call(siteConfigEndpoints.get, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStoredComponents() {
  return useQuery({
    queryKey: componentsQueryKey,
    queryFn: ({ signal }) => call(componentEndpoints.list, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const saveSiteConfig = (config: SiteConfig, version: number) =>
  call(siteConfigEndpoints.save, { body: { ...config, version } });
/** Restores the configuration and the component list; answers both. */
export const resetSiteConfig = () => call(siteConfigEndpoints.reset);
export const saveComponents = (components: ComponentEntry[]) =>
  call(componentEndpoints.save, { body: components });

/**
 * One Save Changes: the configuration (over the `version` it was based on), then the component list if
 * it changed. `onConfigSaved` gets the stored document as soon as the first write succeeds, so the
 * editor keeps the new version even when the list is refused; else the next save would be a false
 * "changed in another tab" conflict.
 */
export async function saveConfigAndComponents(
  draft: { config: SiteConfig; version: number; components?: ComponentEntry[] },
  onConfigSaved: (document: SiteConfigDocument) => void,
): Promise<{ document: SiteConfigDocument; components?: ComponentEntry[] }> {
  const document = await saveSiteConfig(draft.config, draft.version);
  onConfigSaved(document);
  const components = draft.components && (await saveComponents(draft.components));
  return { document, components };
}

/** Splits the API document into the configuration and its version. */
export function splitDocument(document: SiteConfigDocument): { config: SiteConfig; version: number } {
  const { version, ...config } = document;
  return { config, version };
}
