import { useQuery } from "@tanstack/react-query";
import type { ComponentEntry } from "../../../../shared/components.ts";
import type { SiteConfig, SiteConfigDocument } from "../../../../shared/site-config.ts";
import { api } from "../../../lib/api-client.ts";

export const siteConfigQueryKey = ["/api/site-config"] as const;
export const componentsQueryKey = ["/api/components"] as const;

export function useStoredSiteConfig() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: () => api.get<SiteConfigDocument>("/api/site-config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStoredComponents() {
  return useQuery({
    queryKey: componentsQueryKey,
    queryFn: () => api.get<ComponentEntry[]>("/api/components"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const saveSiteConfig = (config: SiteConfig, version: number) =>
  api.put<SiteConfigDocument>("/api/site-config", { ...config, version });
export const resetSiteConfig = () => api.post<SiteConfigDocument>("/api/site-config/reset");
export const saveComponents = (components: ComponentEntry[]) =>
  api.put<ComponentEntry[]>("/api/components", components);

/** Splits the API document into the §3 object and its version. */
export function splitDocument(document: SiteConfigDocument): { config: SiteConfig; version: number } {
  const { version, ...config } = document;
  return { config, version };
}
