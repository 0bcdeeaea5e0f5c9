import { REMEMBERED_SESSION_DAYS } from "#shared/auth/schema.ts";

const DAY_MS = 24 * 3_600_000;
/** However active it is, a session ends this long after sign-in: 30 days with 'Remember me'… */
export const REMEMBERED_SESSION_MAX_MS = REMEMBERED_SESSION_DAYS * DAY_MS;
/** …and 24 hours without. */
export const BROWSER_SESSION_MAX_MS = DAY_MS;

/** The moment a session started at `createdAt` ends, whatever its activity. */
export function absoluteExpiry(createdAt: Date | string, remembered: boolean): Date {
  const lifetime = remembered ? REMEMBERED_SESSION_MAX_MS : BROWSER_SESSION_MAX_MS;
  return new Date(new Date(createdAt).getTime() + lifetime);
}

/** Whether a session started at `createdAt` has outlived its absolute lifetime. */
export function pastAbsoluteLifetime(
  createdAt: Date | string,
  remembered: boolean,
  now = Date.now(),
): boolean {
  return absoluteExpiry(createdAt, remembered).getTime() <= now;
}

/**
 * For better-auth's session update hook: a refresh never moves a session's expiry past its absolute
 * end (the session being refreshed is on the endpoint context). A 30-day session therefore ends 30 days
 * after sign-in even when it is used every day, and sooner when left unused (the idle expiry).
 */
export function clampRefresh(
  update: { expiresAt?: Date } & Record<string, unknown>,
  current: { createdAt?: Date } | undefined,
): { data: typeof update } | undefined {
  if (!update.expiresAt || !current?.createdAt) return undefined;
  const end = absoluteExpiry(current.createdAt, true);
  return update.expiresAt > end ? { data: { ...update, expiresAt: end } } : undefined;
}
