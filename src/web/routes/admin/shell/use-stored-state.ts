import { useCallback, useEffect, useState } from "react";

/** A string preference kept in localStorage (the admin renders only in the browser). */
export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
  /** Hydrating server HTML: the first render uses `fallback` (as the server did), then the stored one. */
  hydrating = false,
): [T, (next: T) => void] {
  const read = (): T => {
    if (typeof window === "undefined") return fallback;
    try {
      const stored = window.localStorage.getItem(key);
      return stored && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const [value, setValue] = useState<T>(() => (hydrating ? fallback : read()));

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after the hydrating render.
  useEffect(() => {
    if (hydrating) setValue(read());
  }, []);

  useEffect(() => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode or storage disabled: the choice lasts for this visit only.
    }
  }, [key, value]);

  const set = useCallback((next: T) => setValue(next), []);
  return [value, set];
}

export type AdminTheme = "dark" | "light";

/** The dashboard theme: dark by default, light as the alternative, remembered across visits. */
export function useAdminTheme(hydrating = false) {
  return useStoredChoice<AdminTheme>("folio-admin-theme", ["dark", "light"], "dark", hydrating);
}
