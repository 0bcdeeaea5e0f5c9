import type { MediaStoreConfig } from "#server/config.ts";
import { createLocalMediaStore } from "./local-media-store.ts";
import { createS3MediaStore } from "./s3-media-store.ts";

export { contentTypeOf, storedNamePattern } from "./media-names.ts";

/** One stored media file: its generated name (`<id>-<width>.webp`, `<id>.mp4`, `<id>.pdf`) and size. */
export interface StoredObject {
  name: string;
  size: number;
}

/**
 * Where uploads and their variants live (decision 109): the local disk (DATA_DIR/media, the default) or
 * an S3-compatible bucket (MEDIA_STORE=s3://BUCKET[/prefix]). Files are prepared on the local disk
 * (`.incoming`, where sharp works) and then put into the store under their final, never reused names.
 */
export interface MediaStore {
  readonly kind: "local" | "s3";
  /** For messages: the folder, or `s3://bucket/prefix`. */
  readonly where: string;
  /** Puts the finished local file `path` in the store as `name`: moved (the default) or copied. */
  put(name: string, path: string, mode?: "move" | "copy"): Promise<void>;
  /** Writes the stored file `name` to the local `path` (a hard link when both are on one disk). */
  copyOut(name: string, path: string): Promise<void>;
  /** The whole file (small files only: the résumé's PDF). */
  read(name: string): Promise<Buffer>;
  /** Removes `name`; nothing happens when it is not there. */
  remove(name: string): Promise<void>;
  /** Every stored media file (valid generated names only), by name. */
  list(): Promise<StoredObject[]>;
  /** Whether the store answers now: the folder is there, or the bucket answers a HeadBucket. */
  reachable(): Promise<boolean>;
}

/** The configured store. The S3 client is loaded on first use, so the local default never pays for it. */
export function createMediaStore(config: {
  dataDir: string;
  mediaStore?: MediaStoreConfig | undefined;
}): MediaStore {
  const store = config.mediaStore;
  return store?.kind === "s3" ? createS3MediaStore(store) : createLocalMediaStore(config.dataDir);
}

/** The readiness check for `/api/health/ready`: answers false (never throws) within `timeoutMs`. */
export async function storeReachable(store: MediaStore, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([store.reachable().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
