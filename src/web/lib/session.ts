import { authEndpoints } from "#shared/auth/endpoints.ts";
import { call } from "./call.ts";

/** The owner-account calls of the browser, each through the one typed `call()`. */
export const authApi = {
  getSession: () => call(authEndpoints.getSession),
  signIn: (email: string, password: string, rememberMe: boolean) =>
    call(authEndpoints.signIn, { body: { email, password, rememberMe } }),
  signOut: () => call(authEndpoints.signOut, { body: {} }),
  requestPasswordReset: (email: string) => call(authEndpoints.requestPasswordReset, { body: { email } }),
  resetPassword: (secret: string, newPassword: string) =>
    call(authEndpoints.resetPassword, { body: { token: secret, newPassword } }),
  verifyTotp: (code: string) => call(authEndpoints.verifyTotp, { body: { code } }),
  verifyRecoveryCode: (code: string) => call(authEndpoints.verifyRecoveryCode, { body: { code } }),
  /** A password-less sign-in: the browser asks its authenticator for any passkey registered here. */
  signInWithPasskey: async () => {
    // Loaded on the click: the browser helper stays out of the sign-in screen's first load.
    const { startAuthentication } = await import("@simplewebauthn/browser");
    const options = await call(authEndpoints.passkeySignInOptions, {});
    const response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
    return call(authEndpoints.passkeySignIn, { body: { response } });
  },
  checkSetupLink: (token: string) => call(authEndpoints.checkSetupLink, { query: { token } }),
  completeSetup: (input: { token: string; name: string; email: string; password: string }) =>
    call(authEndpoints.completeSetup, { body: input }),
};
