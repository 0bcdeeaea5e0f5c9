import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sectionEndpoints } from "#shared/sections/endpoints.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { SectionPatch } from "#shared/sections/write-schema.ts";
import { call } from "#web/lib/call.ts";

export const sectionsQueryKey = ["/api/sections"] as const;

export function useSections() {
  return useQuery({
    queryKey: sectionsQueryKey,
    queryFn: async ({ signal }) => (await call(sectionEndpoints.list, {}, { signal })).items,
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
      call(sectionEndpoints.update, { params: { id }, body: patch }),
    onSuccess: async (updated) => {
      client.setQueryData<ContentSection[]>(sectionsQueryKey, (list) =>
        list?.map((section) => (section.id === updated.id ? updated : section)),
      );
      await invalidate();
    },
  });
}

export function useImportSections() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: unknown) => call(sectionEndpoints.import, { body: file }),
    onSuccess: invalidate,
  });
}

export function fetchContentExport() {
  return call(sectionEndpoints.export);
}
