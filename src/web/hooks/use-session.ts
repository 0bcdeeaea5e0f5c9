import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { SessionUser } from "#shared/auth/schema.ts";
import { authApi } from "#web/lib/session.ts";

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
}

/** One session state for the whole app: every useSession() sees the same user. */
let state: SessionState = { user: null, loading: true };
let inFlight: Promise<void> | undefined;
let resolved = false;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who is signed in; concurrent calls share one request. */
export function refreshSession(): Promise<void> {
  inFlight ??= authApi
    .getSession()
    .then(({ user }) => setState({ user, loading: false }))
    .catch(() => setState({ user: null, loading: false }))
    .finally(() => {
      resolved = true;
      inFlight = undefined;
    });
  return inFlight;
}

/** Marks the visitor signed in (after a successful sign-in or setup). */
export function setSessionUser(user: SessionUser | null): void {
  resolved = true;
  setState({ user, loading: false });
}

/** Ends the session on the server, then forgets the user; when the call fails the owner stays signed in. */
export async function signOutSession(): Promise<void> {
  try {
    await authApi.signOut();
  } catch (error) {
    // The call failed: ask who is signed in, so a session that already ended is forgotten anyway.
    await refreshSession();
    throw error;
  }
  setSessionUser(null);
}

const serverSnapshot: SessionState = { user: null, loading: true };

/**
 * The signed-in owner. `loading` is true until the first answer from `GET /api/auth/get-session`;
 * `refresh()` asks again; `signOut()` ends the session.
 */
export function useSession(): SessionState & { refresh(): Promise<void>; signOut(): Promise<void> } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
  useEffect(() => {
    if (!resolved) void refreshSession();
  }, []);
  const refresh = useCallback(() => refreshSession(), []);
  const signOut = useCallback(() => signOutSession(), []);
  return { ...current, refresh, signOut };
}
