import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { SessionUser } from "#shared/auth/rules.ts";
import { sessionQueryKey } from "#shared/page/owner-seed.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { markSignedIn } from "#web/lib/owner-browser.ts";
import { authApi } from "#web/lib/session.ts";

/** The session is one query of the owner area's query client: every screen sees the same user. */
export { sessionQueryKey };

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  // An answer that is not a user (401 and the like) counts as nobody signed in: the screens then offer
  // to sign in. No answer at all (the server is down) says nothing about the session: the query fails,
  // keeps the user it had, and is asked again when the server is back.
  queryFn: (): Promise<SessionUser | null> =>
    authApi.getSession().then(
      ({ user }) => {
        markSignedIn(user !== null);
        return user;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === "network_error") throw error;
        return null;
      },
    ),
  // Asked once per visit; sign-in, sign-out, a 401 from any screen and the server's return re-ask it.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The signed-in owner; `loading` is true until the server has first answered who that is. */
export function useSession(): { user: SessionUser | null; loading: boolean } {
  const { data } = useQuery(sessionQuery);
  return { user: data ?? null, loading: data === undefined };
}

/**
 * Records the owner who just signed in or created the account. Whatever an earlier session left in
 * the cache is dropped first, so the dashboard loads fresh.
 */
export function useRecordSignIn(): (user: SessionUser) => void {
  const client = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      client.setQueryData(sessionQueryKey, user);
      markSignedIn(true);
    },
    [client],
  );
}

/** Ends the session on the server, then forgets the user; when the call fails the owner stays signed in. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.signOut(),
    onSuccess: () => {
      markSignedIn(false);
      client.setQueryData(sessionQueryKey, null);
    },
    // The call failed: ask who is signed in, so a session that already ended is forgotten anyway.
    onError: () => client.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
