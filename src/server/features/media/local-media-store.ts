import { access, copyFile, link, mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { storedNamePattern } from "./media-names.ts";
import type { MediaStore, StoredObject } from "./media-store.ts";

/** Where uploads live on the local disk: `DATA_DIR/media`. */
export const localMediaDir = (dataDir: string) => join(dataDir, "media");

/** The media folder on the local disk (Folio's behaviour before MEDIA_STORE, and its default). */
export function createLocalMediaStore(dataDir: string): MediaStore {
  const dir = localMediaDir(dataDir);
  return {
    kind: "local",
    where: dir,

    async put(name, path, mode = "move") {
      await mkdir(dir, { recursive: true });
      if (mode === "move") return rename(path, join(dir, name));
      // A copy is written beside its final name and renamed, so a file with that name is always whole.
      const partial = join(dir, ".incoming", `${name}.copy`);
      await mkdir(join(dir, ".incoming"), { recursive: true });
      await copyFile(path, partial);
      await rename(partial, join(dir, name));
    },

    async copyOut(name, path) {
      // A hard link costs nothing and keeps the bytes as they are now; another filesystem gets a copy.
      await link(join(dir, name), path).catch(() => copyFile(join(dir, name), path));
    },

    read: (name) => readFile(join(dir, name)),

    remove: (name) => rm(join(dir, name), { force: true }),

    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const found: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || !storedNamePattern.test(entry.name)) continue;
        const info = await stat(join(dir, entry.name)).catch(() => undefined);
        if (info) found.push({ name: entry.name, size: info.size });
      }
      return found.sort((a, b) => (a.name < b.name ? -1 : 1));
    },

    reachable: () =>
      access(dir).then(
        () => true,
        () => false,
      ),
  };
}
