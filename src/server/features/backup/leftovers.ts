import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { mediaDir } from "#server/features/media/media.service.ts";

/** Where Folio keeps work in progress, and the names it gives it. */
export function leftoverPlaces(dataDir: string, backupDir: string): { dir: string; names: RegExp }[] {
  return [
    // A restore's unpacked staging (tables — password hashes and messages included — and media).
    { dir: dataDir, names: /^\.restore-/ },
    // A backup being written, an uploaded backup waiting to be restored, a download's copy.
    { dir: backupDir, names: /^\.staging-|^\.upload-|^folio-backup-.*-download\.tar\.gz$/ },
    // Uploads in progress and the image variants sharp is making.
    { dir: join(mediaDir(dataDir), ".incoming"), names: /^[^.]/ },
  ];
}

/** The newest modification time of a file or anything under a folder (work in progress keeps touching it). */
async function lastTouched(path: string): Promise<number> {
  const info = await stat(path);
  let newest = info.mtimeMs;
  if (info.isDirectory())
    for (const name of await readdir(path)) newest = Math.max(newest, await lastTouched(join(path, name)));
  return newest;
}

/**
 * Removes Folio's temporary files and folders untouched for `olderThanMs` (0 at start: nothing of this
 * process is in progress yet, and a crashed one's are leftovers). Answers what was removed.
 */
export async function sweepLeftovers(
  dataDir: string,
  backupDir: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const place of leftoverPlaces(dataDir, backupDir)) {
    const names = await readdir(place.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!place.names.test(name)) continue;
      const path = join(place.dir, name);
      try {
        if (olderThanMs > 0 && now - (await lastTouched(path)) < olderThanMs) continue;
        await rm(path, { recursive: true, force: true });
        removed.push(path);
      } catch {
        // Gone already (finished meanwhile): nothing to do.
      }
    }
  }
  return removed;
}

/** The periodic sweep: every 15 minutes, what has not been touched for an hour. */
export const leftoverSweep = { everyMs: 15 * 60_000, olderThanMs: 3_600_000 };
