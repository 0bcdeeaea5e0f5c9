import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { SectionPatch } from "#shared/sections/write-schema.ts";
import { api } from "#web/lib/api-client.ts";

export const sectionsQueryKey = ["/api/sections"] as const;

export function useSections() {
  return useQuery({
    queryKey: sectionsQueryKey,
    queryFn: async () => (await api.get<{ items: ContentSection[] }>("/api/sections")).items,
  });
}

/** Refreshes the list after a write (the owner query client refreshes the Overview after every write). */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sectionsQueryKey });
}

export function useUpdateSection() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SectionPatch }) =>
      api.patch<ContentSection>(`/api/sections/${encodeURIComponent(id)}`, patch),
    onSuccess: async (updated) => {
      client.setQueryData<ContentSection[]>(sectionsQueryKey, (list) =>
        list?.map((section) => (section.id === updated.id ? updated : section)),
      );
      await invalidate();
    },
  });
}

export function useDeleteSection() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/sections/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export function useImportSections() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: unknown) => api.post<{ items: ContentSection[] }>("/api/sections/import", file),
    onSuccess: invalidate,
  });
}

export function fetchContentExport() {
  return api.get<{ sections: ContentSection[]; exportDate: string; version: string }>("/api/sections/export");
}
