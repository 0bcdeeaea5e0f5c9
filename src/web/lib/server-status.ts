import { useSyncExternalStore } from "react";

/**
 * Whether Folio's server answers, as the owner area last saw it. Any call that fails for lack of an
 * answer marks it unreachable; then /api/health is polled with back-off (2 s doubling to 30 s) until
 * it answers, and everyone listening (the offline banner, the query client, a failed tab) hears it.
 */
type Listener = () => void;

let online = true;
let timer: ReturnType<typeof setTimeout> | undefined;
let delay = 2_000;
const listeners = new Set<Listener>();
const recoveryListeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

async function probe(): Promise<void> {
  timer = undefined;
  let ok = false;
  try {
    const response = await fetch("/api/health", { cache: "no-store", credentials: "same-origin" });
    ok = response.ok;
  } catch {
    ok = false;
  }
  if (ok) markServerReachable();
  else schedule();
}

function schedule(): void {
  if (timer !== undefined || typeof window === "undefined") return;
  timer = setTimeout(() => void probe(), delay);
  delay = Math.min(delay * 2, 30_000);
}

/** A call got no answer: say so once, and start polling for the server's return. */
export function markServerUnreachable(): void {
  if (online) {
    online = false;
    delay = 2_000;
    emit();
  }
  schedule();
}

/** Something answered: the server is back (queries refetch, failed tabs retry). */
export function markServerReachable(): void {
  if (timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
  if (online) return;
  online = true;
  emit();
  for (const listener of recoveryListeners) listener();
}

/** Asks the server right away (a "Try again" button), instead of waiting for the next poll. */
export function checkServerNow(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  void probe();
}

export function isServerReachable(): boolean {
  return online;
}

/** Called each time the server answers again after an outage. */
export function onServerRecovered(listener: Listener): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribe, isServerReachable, () => true);
}
