import { hasUnsavedDrafts } from "./use-draft.ts";

/**
 * A lazy chunk that failed to load: the server is down, or a redeploy removed the old hashed files
 * this page still points at. Chromium says "Failed to fetch dynamically imported module", Firefox
 * "error loading dynamically imported module", Safari "Importing a module script failed"; Vite's CSS
 * preload says "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk/i.test(
    text,
  );
}

/** The address of the file a chunk error names (Chromium, Firefox and Vite's CSS preload name it; Safari does not). */
export function failedFileUrl(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(text)?.[1] ?? null;
}

/**
 * Why a lazy chunk failed, asked of the server: its file is `gone` (a new build replaced it: reload), it
 * is `there` (the failure was momentary: load it again), or there is `no-answer` (wait for the server).
 * The file itself is asked for: a server that is stopping can still answer on a connection kept open
 * while refusing new ones, so "the server answers" alone would read a stop as a new build. Without the
 * file's address, the server answering at all counts as `gone`.
 */
export async function chunkFailure(error: unknown): Promise<"gone" | "there" | "no-answer"> {
  const url = failedFileUrl(error);
  try {
    const response = await fetch(url ?? "/api/health", {
      method: url ? "HEAD" : "GET",
      cache: "no-store",
      credentials: "same-origin",
    });
    if (url && response.ok) return "there";
    if (url ? response.status === 404 : response.ok) return "gone";
    return "no-answer";
  } catch {
    return "no-answer";
  }
}

const reloadStamp = "folio-reloaded-for-update";
/** A second reload within this window would be a loop: offer the button instead. */
const loopWindowMs = 60_000;

/**
 * After a redeploy: reloads the page once to fetch the new build, unless an editor holds unsaved
 * changes or the page already reloaded for this a moment ago (a loop guard in sessionStorage).
 * Answers whether it reloaded; when it did not, the caller shows "Folio was updated — reload".
 */
export function reloadOnceForUpdate(): boolean {
  if (typeof window === "undefined" || hasUnsavedDrafts()) return false;
  try {
    const last = Number(window.sessionStorage.getItem(reloadStamp) ?? 0);
    if (Date.now() - last < loopWindowMs) return false;
    window.sessionStorage.setItem(reloadStamp, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite announces a failed preload with this event; the error still reaches the boundary around it. */
export function listenForPreloadErrors(onError: (error: unknown) => void): () => void {
  const handler = (event: Event) => onError((event as Event & { payload?: unknown }).payload);
  window.addEventListener("vite:preloadError", handler);
  return () => window.removeEventListener("vite:preloadError", handler);
}
