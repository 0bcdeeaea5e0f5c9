import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "#shared/auth/endpoints.ts";
import { accountEndpoints as api } from "#shared/users/endpoints.ts";
import { call } from "#web/lib/call.ts";
import { sessionQueryKey } from "#web/routes/owner/session.ts";

export const accountQueryKey = ["/api/account"] as const;
const sessionsKey = ["/api/account/sessions"] as const;
export const accountEventsKey = ["/api/account/security-events"] as const;
const passkeysKey = ["/api/auth/passkey/list-user-passkeys"] as const;

export function useAccount() {
  return useQuery({ queryKey: accountQueryKey, queryFn: ({ signal }) => call(api.get, {}, { signal }) });
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => call(api.sessions, {}, { signal }) });
}

/** Every account write refreshes the account, its sessions, its security log and the header's name. */
function useAccountMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      for (const queryKey of [accountQueryKey, sessionsKey, accountEventsKey, sessionQueryKey, passkeysKey])
        void client.invalidateQueries({ queryKey });
    },
  });
}

export const useRename = () => useAccountMutation((name: string) => call(api.rename, { body: { name } }));
export const useChangeEmail = () =>
  useAccountMutation((email: string) => call(api.changeEmail, { body: { email } }));
export const useChangePassword = () =>
  useAccountMutation((input: { currentPassword: string; newPassword: string }) =>
    call(authEndpoints.changePassword, { body: { ...input, revokeOtherSessions: true } }),
  );
export const useEndSession = () =>
  useAccountMutation((id: string) => call(api.endSession, { params: { id } }));
export const useEndOtherSessions = () => useAccountMutation(() => call(api.endOtherSessions, {}));
export const useEnableTwoFactor = () =>
  useAccountMutation((password: string) => call(authEndpoints.enableTwoFactor, { body: { password } }));
export const useConfirmTwoFactor = () =>
  useAccountMutation((code: string) => call(authEndpoints.verifyTotp, { body: { code } }));
export const useDisableTwoFactor = () =>
  useAccountMutation((password: string) => call(authEndpoints.disableTwoFactor, { body: { password } }));
export const useRegenerateCodes = () =>
  useAccountMutation((password: string) =>
    call(authEndpoints.regenerateRecoveryCodes, { body: { password } }),
  );

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => call(authEndpoints.listPasskeys, {}, { signal }),
  });
}

/** Asks the browser (and its authenticator) for a new passkey, then stores it under `name`. */
export const useAddPasskey = () =>
  useAccountMutation(async (name: string) => {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const optionsJSON = await call(authEndpoints.passkeyRegistrationOptions, {});
    const response = await startRegistration({
      optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
    return call(authEndpoints.addPasskey, { body: { response, name } });
  });
export const useRemovePasskey = () =>
  useAccountMutation((id: string) => call(authEndpoints.removePasskey, { body: { id } }));
