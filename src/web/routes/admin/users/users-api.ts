import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "#shared/auth/rules.ts";
import { usersEndpoints as api } from "#shared/users/endpoints.ts";
import { call } from "#web/lib/call.ts";
import { useActivityPages } from "./activity-pages.ts";

export const usersQueryKey = ["/api/users"] as const;
export const securityEventsQueryKey = ["/api/users/security-events"] as const;

export function useUsers() {
  return useQuery({ queryKey: usersQueryKey, queryFn: ({ signal }) => call(api.list, {}, { signal }) });
}

/** The site's security log, 12 entries a page (the tab's side card). */
export const useSecurityEvents = () =>
  useActivityPages(securityEventsQueryKey, (before, signal) =>
    call(api.securityEvents, { query: { limit: 12, before } }, { signal }),
  );

export const useUserActivity = (id: string | null) =>
  useActivityPages(
    ["/api/users/:id/activity", id],
    (before, signal) => call(api.activity, { params: { id: id ?? "" }, query: { before } }, { signal }),
    id !== null,
  );

/** Every write of the Users tab refreshes the list and the security log. */
function useUsersMutation<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usersQueryKey });
      void client.invalidateQueries({ queryKey: securityEventsQueryKey });
    },
  });
}

export const useInvite = () =>
  useUsersMutation((body: { email: string; role: Role }) => call(api.invite, { body }));
export const useResendInvitation = () =>
  useUsersMutation((id: string) => call(api.resendInvitation, { params: { id }, body: {} }));
export const useRevokeInvitation = () =>
  useUsersMutation((id: string) => call(api.revokeInvitation, { params: { id } }));
export const useChangeRole = () =>
  useUsersMutation(({ id, role }: { id: string; role: Role }) =>
    call(api.changeRole, { params: { id }, body: { role } }),
  );
export const useRemoveUser = () => useUsersMutation((id: string) => call(api.remove, { params: { id } }));
export const useEndUserSessions = () =>
  useUsersMutation((id: string) => call(api.endSessions, { params: { id } }));
export const useRequireTwoFactor = () =>
  useUsersMutation((requireTwoFactor: boolean) => call(api.saveSecurity, { body: { requireTwoFactor } }));
