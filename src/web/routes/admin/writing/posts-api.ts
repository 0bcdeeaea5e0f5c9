import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { postEndpoints } from "#shared/posts/endpoints.ts";
import type { PostCreate } from "#shared/posts/schema.ts";
import { call } from "#web/lib/call.ts";

/** The Writing tab's data: every post (drafts too), and the writes, each reloading the list. */
export const postKeys = { all: ["posts"] as const };

export function usePostList() {
  return useQuery({
    queryKey: postKeys.all,
    queryFn: ({ signal }) => call(postEndpoints.list, {}, { signal }).then((list) => list.items),
  });
}

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: PostCreate }) =>
      id
        ? call(postEndpoints.update, { params: { id }, body: payload })
        : call(postEndpoints.create, { body: payload }),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
