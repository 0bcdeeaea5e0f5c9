import type { SessionUser } from "#shared/auth/schema.ts";
import { api } from "./api-client.ts";

/** The owner-account calls of the browser, all through the one API client. */
export const authApi = {
  getSession: () => api.get<{ user: SessionUser | null }>("/api/auth/get-session"),
  signIn: (email: string, password: string, rememberMe: boolean) =>
    api.post<{ user: SessionUser }>("/api/auth/sign-in/email", { email, password, rememberMe }),
  signOut: () => api.post<{ success: boolean }>("/api/auth/sign-out", {}),
  requestPasswordReset: (email: string) =>
    api.post<{ status: boolean; message: string }>("/api/auth/request-password-reset", { email }),
  resetPassword: (secret: string, newPassword: string) =>
    api.post<{ status: boolean }>("/api/auth/reset-password", { token: secret, newPassword }),
  checkSetupLink: (token: string) => api.get<{ valid: true }>("/api/setup", { query: { token } }),
  completeSetup: (input: { token: string; name: string; email: string; password: string }) =>
    api.post<{ user: SessionUser }>("/api/setup", input),
};
