/** The spec's constants and messages for sign-in, recovery and the owner setup screen. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Remember me: a 30-day session; otherwise a browser-session cookie (the server keeps it a day). */
export const REMEMBERED_SESSION_DAYS = 30;
export const RESET_LINK_VALID_SECONDS = 3600;
export const RESET_REDIRECT_MS = 3000;

export const authMessages = {
  fillAllFields: "Please fill in all fields",
  invalidCredentials: "Invalid email or password",
  unexpected: "An unexpected error occurred. Please try again.",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordsDiffer: "Passwords do not match",
  passwordTooCommon:
    "This password is one of the most common passwords and easy to guess. Please choose a less common one.",
  invalidResetLink: "Invalid reset link. Please request a new password reset.",
  expiredResetLink:
    "This reset link has expired or has already been used. Please request a new password reset.",
  recoverySent: "Password recovery email sent successfully!",
  recoveryResent: "Recovery email resent successfully!",
  recoveryFailed: "Failed to send recovery email. Please try again.",
  recoveryResendFailed: "Failed to resend recovery email. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",
  resetSucceeded: "Password Reset Successful!",
  logoutFailed: "Logout failed. Please try again.",
  nameRequired: "Please enter your name",
} as const;

/** A plain e-mail check, the same on both sides: text, an at sign, text, a dot and text. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The forgot-password form's check; undefined when valid. */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return authMessages.emailRequired;
  if (!simpleEmailPattern.test(email.trim())) return authMessages.emailInvalid;
  return undefined;
}

/** The reset (and setup) form's password check; undefined when valid. */
export function newPasswordProblem(password: string, confirmPassword: string): string | undefined {
  if (!password || !confirmPassword) return authMessages.fillAllFields;
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return authMessages.passwordTooLong;
  if (password !== confirmPassword) return authMessages.passwordsDiffer;
  return undefined;
}

/**
 * The two roles (decision 067): the owner may do everything; an editor may change content sections,
 * projects, media and messages and see analytics, but not the site configuration, security settings,
 * users, backups or restore.
 */
export const roles = ["owner", "editor"] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as the browser sees it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}
