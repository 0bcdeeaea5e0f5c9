import { join } from "node:path";
import { createMediaStore, type MediaStore } from "#server/features/media/media-store.ts";
import { type BackupManifest, mediaEntry } from "./backup-manifest.ts";
import type { BackupSource } from "./backup-snapshot.ts";

/** The media store of a backup's source or a restore's target (DATA_DIR/media unless one is given). */
export const mediaStoreOf = (source: BackupSource): MediaStore =>
  source.media ?? createMediaStore({ dataDir: source.dataDir });

/**
 * Writes a staged backup's media files into a bucket, before the restore's transaction commits: files
 * already there with the same size are kept (names are generated and never reused). Answers how to undo
 * it (remove what was added) and how to finish it once committed (remove what the backup does not hold,
 * as the local folder is replaced whole).
 */
export async function writeBackMedia(
  store: MediaStore,
  manifest: BackupManifest,
  stagingDir: string,
): Promise<{ undo: () => Promise<void>; finish: () => Promise<void> }> {
  const before = new Map((await store.list()).map((object) => [object.name, object.size]));
  const added: string[] = [];
  for (const [name, entry] of Object.entries(manifest.media)) {
    if (before.get(name) === entry.bytes) continue;
    await store.put(name, join(stagingDir, mediaEntry(name)), "copy");
    added.push(name);
  }
  return {
    undo: async () => {
      for (const name of added) await store.remove(name).catch(() => undefined);
    },
    finish: async () => {
      for (const name of before.keys()) {
        if (!Object.hasOwn(manifest.media, name)) await store.remove(name).catch(() => undefined);
      }
    },
  };
}
