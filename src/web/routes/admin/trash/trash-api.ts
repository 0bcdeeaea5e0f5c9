import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { postEndpoints } from "#shared/posts/endpoints.ts";
import { projectEndpoints } from "#shared/projects/endpoints.ts";
import { sectionEndpoints } from "#shared/sections/endpoints.ts";
import { trashEndpoints } from "#shared/trash/endpoints.ts";
import type { TrashKind } from "#shared/trash/rules.ts";
import { call } from "#web/lib/call.ts";
import { sectionsQueryKey } from "#web/routes/admin/content/content-api.ts";
import { projectKeys } from "#web/routes/admin/projects/projects-api.ts";
import { postKeys } from "#web/routes/admin/writing/posts-api.ts";

export const trashQueryKey = ["/api/trash"] as const;

/** What a Trash item is known by on the server. */
export interface TrashRef {
  kind: TrashKind;
  id: string;
}

export function useTrash() {
  return useQuery({
    queryKey: trashQueryKey,
    queryFn: async ({ signal }) => (await call(trashEndpoints.list, {}, { signal })).items,
  });
}

/** After a Trash write: the Trash and the lists its items come back to or leave. */
export function useInvalidateTrash() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [trashQueryKey, projectKeys.all, postKeys.all, sectionsQueryKey].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    ).then(() => undefined);
}

/** A project's, post's or section's delete: it goes to the Trash (decisions 142, 160). */
export function useMoveToTrash() {
  const invalidate = useInvalidateTrash();
  return useMutation({
    mutationFn: ({ kind, id }: TrashRef) =>
      kind === "project"
        ? call(projectEndpoints.remove, { params: { id }, query: { trash: "true" } })
        : kind === "post"
          ? call(postEndpoints.remove, { params: { id } })
          : call(sectionEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Brings an item back whole (the Undo of a delete, and the Trash's Restore). */
export function useRestoreFromTrash() {
  const invalidate = useInvalidateTrash();
  return useMutation({
    mutationFn: ({ kind, id }: TrashRef) => call(trashEndpoints.restore, { params: { kind, id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteForGood() {
  const invalidate = useInvalidateTrash();
  return useMutation({
    mutationFn: ({ kind, id }: TrashRef) => call(trashEndpoints.remove, { params: { kind, id } }),
    onSuccess: invalidate,
  });
}

export function useEmptyTrash() {
  const invalidate = useInvalidateTrash();
  return useMutation({ mutationFn: () => call(trashEndpoints.empty), onSuccess: invalidate });
}
