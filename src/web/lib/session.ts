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
  checkSetupLink: (token: string) => call(authEndpoints.checkSetupLink, { query: { token } }),
  completeSetup: (input: { token: string; name: string; email: string; password: string }) =>
    call(authEndpoints.completeSetup, { body: input }),
};
