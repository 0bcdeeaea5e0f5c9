import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectAccessEndpoints as api } from "#shared/project-access/endpoints.ts";
import type { ShareLinkCreateInput } from "#shared/project-access/schema.ts";
import { call } from "#web/lib/call.ts";

/** The owner's reads of a protected project's password state and share links (decision 158). */
export const projectAccessKeys = {
  state: (id: string) => ["projects", id, "access"] as const,
  links: (id: string) => ["projects", id, "share-links"] as const,
};

export function useProjectAccess(id: string) {
  return useQuery({
    queryKey: projectAccessKeys.state(id),
    queryFn: ({ signal }) => call(api.state, { params: { id } }, { signal }),
  });
}

export function useShareLinks(id: string) {
  return useQuery({
    queryKey: projectAccessKeys.links(id),
    queryFn: async ({ signal }) => (await call(api.listLinks, { params: { id } }, { signal })).items,
  });
}

export function useSetProjectPassword(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) => call(api.setPassword, { params: { id }, body: { password } }),
    onSuccess: (state) => client.setQueryData(projectAccessKeys.state(id), state),
  });
}

export function useCreateShareLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLinkCreateInput) => call(api.createLink, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectAccessKeys.links(id) }),
  });
}

export function useRevokeShareLink(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => call(api.revokeLink, { params: { id, linkId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectAccessKeys.links(id) }),
  });
}
