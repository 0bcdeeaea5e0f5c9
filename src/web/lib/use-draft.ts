import { useCallback, useEffect, useRef, useState } from "react";

/** Every draft's sessionStorage key starts with this, so "is anything unsaved?" is one scan. */
const prefix = "folio-draft:";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string): T | undefined {
  const raw = storage()?.getItem(prefix + key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(prefix + key);
    else store.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only loses the copy that survives a reload, never the edit on screen.
  }
}

/** Whether any editor holds unsaved changes (in this tab): a reload would then ask first. */
export function hasUnsavedDrafts(): boolean {
  const store = storage();
  if (!store) return false;
  for (let index = 0; index < store.length; index += 1) {
    if (store.key(index)?.startsWith(prefix)) return true;
  }
  return false;
}

/** Forgets a draft without a mounted editor (after a save made elsewhere, or a delete). */
export function clearDraft(key: string): void {
  write(key, null);
}

/**
 * An editor's unsaved changes, kept in sessionStorage under `key` as well as in state: they survive a
 * failed tab, an error boundary's retry, a lost connection and the app reloading itself after an
 * update (the same browser tab). `null` means "no draft" (the stored value is shown); saving or
 * discarding sets it back to null. Keys name what is edited: `project:<id>`, `reply:<messageId>`…
 */
export function useDraft<T>(
  key: string,
): [T | null, (next: T | null | ((current: T | null) => T | null)) => void] {
  const [state, setState] = useState<{ key: string; value: T | null }>(() => ({
    key,
    value: read<T>(key) ?? null,
  }));
  // Another key (another message, another project): that one's draft.
  const value = state.key === key ? state.value : (read<T>(key) ?? null);
  useEffect(() => {
    if (state.key !== key) setState({ key, value: read<T>(key) ?? null });
  }, [key, state.key]);
  // The latest value, so a change is resolved and stored at once: a state updater runs only when the
  // editor renders again, and one that closes itself right after saving (the project form) never does,
  // which left the saved draft behind to refill the next empty form.
  const latest = useRef(value);
  latest.current = value;

  const set = useCallback(
    (next: T | null | ((current: T | null) => T | null)) => {
      const resolved =
        typeof next === "function" ? (next as (current: T | null) => T | null)(latest.current) : next;
      latest.current = resolved;
      write(key, resolved);
      setState({ key, value: resolved });
    },
    [key],
  );
  return [value, set];
}
