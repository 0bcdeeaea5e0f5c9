import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { type MediaItem, type MediaUpload, mediaLibraryLimit } from "#shared/media/endpoints.ts";
import type { ImageAsset } from "#shared/projects/schema.ts";
import { writeImageVariants } from "./image-variants.ts";
import {
  countMedia,
  deleteMediaByUrls,
  findMediaByUrls,
  insertMedia,
  listMedia,
  srcsetOf,
} from "./media.repository.ts";
import { mediaMessages } from "./media-limits.ts";
import type { SniffedType } from "./media-sniff.ts";
import type { MediaStore } from "./media-store.ts";
import { UploadGuard } from "./upload-guard.ts";

/** Where uploads live on the local disk (`DATA_DIR/media`), and where every upload is prepared (`.incoming`). */
export const mediaDir = (dataDir: string) => join(dataDir, "media");

export interface MediaServiceDeps {
  db: Kysely<DB>;
  dataDir: string;
  clock: Clock;
  /** Where finished files go: the media folder itself, or a bucket. */
  store: MediaStore;
}

export type MediaService = ReturnType<typeof createMediaService>;

/** Stores uploads under generated names, decides their type from their bytes, and makes image variants. */
export function createMediaService({ db, dataDir, clock, store }: MediaServiceDeps) {
  const dir = mediaDir(dataDir);

  async function removeVariants(id: string, where = dir): Promise<void> {
    for (const name of await readdir(where)) {
      if (name.startsWith(`${id}-`)) await rm(join(where, name), { force: true });
    }
  }

  async function storeImage(
    id: string,
    source: string,
    type: SniffedType,
    size: number,
  ): Promise<MediaUpload> {
    // The variants are made in `.incoming` (swept at start and hourly) and moved in once all exist, so a
    // crash while sharp works leaves no half-made set among the media files.
    const incoming = join(dir, ".incoming");
    const image = await writeImageVariants(source, incoming, id).catch(async (error) => {
      await removeVariants(id, incoming);
      throw error;
    });
    const names = image.variants.map((variant) => variant.url.slice("/media/".length));
    try {
      for (const name of names) await store.put(name, join(incoming, name));
    } catch (error) {
      await Promise.all(names.map((name) => store.remove(name).catch(() => undefined)));
      await removeVariants(id, incoming);
      throw error;
    }
    const largest = image.variants.at(-1);
    if (!largest) throw unsupportedMediaType(mediaMessages.unreadableImage);
    const record = {
      id,
      kind: "image" as const,
      mimeType: type.mimeType,
      fileName: `${id}-${largest.width}.webp`,
      url: largest.url,
      size,
      width: image.width,
      height: image.height,
      variants: image.variants,
      createdAt: clock().toISOString(),
    };
    await insertMedia(db, record);
    return {
      id,
      kind: "image",
      url: record.url,
      mimeType: type.mimeType,
      size,
      width: image.width,
      height: image.height,
      srcset: srcsetOf(image.variants),
    };
  }

  async function storeVideo(
    id: string,
    source: string,
    type: SniffedType,
    size: number,
  ): Promise<MediaUpload> {
    const fileName = `${id}.${type.extension}`;
    await store.put(fileName, source);
    const url = `/media/${fileName}`;
    await insertMedia(db, {
      id,
      kind: "video",
      mimeType: type.mimeType,
      fileName,
      url,
      size,
      width: null,
      height: null,
      variants: [],
      createdAt: clock().toISOString(),
    });
    return { id, kind: "video", url, mimeType: type.mimeType, size, width: null, height: null, srcset: null };
  }

  return {
    store,

    /** Stores an upload; with `imagesOnly` (a visitor's photo) anything but an image is refused. */
    async upload(
      file: NodeJS.ReadableStream & { truncated?: boolean },
      { imagesOnly = false }: { imagesOnly?: boolean } = {},
    ): Promise<MediaUpload> {
      const incoming = join(dir, ".incoming");
      await mkdir(incoming, { recursive: true });
      const id = randomBytes(12).toString("hex");
      const temporary = join(incoming, `${id}.part`);
      const guard = new UploadGuard();
      try {
        await pipeline(file, guard, createWriteStream(temporary));
        if (file.truncated) throw payloadTooLarge(mediaMessages.videoTooLarge);
        if (guard.refusal) throw guard.refusal;
        const type = guard.type;
        if (!type || (imagesOnly && type.kind !== "image"))
          throw unsupportedMediaType(imagesOnly ? mediaMessages.notAnImage : mediaMessages.unsupported);
        const { size } = await stat(temporary);
        return type.kind === "image"
          ? await storeImage(id, temporary, type, size)
          : await storeVideo(id, temporary, type, size);
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw payloadTooLarge(mediaMessages.videoTooLarge);
        }
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    /**
     * The media library: the newest uploads first (of one kind when asked), as the upload answered
     * them, and how many there are in all.
     */
    async list(kind?: MediaItem["kind"]): Promise<{ items: MediaItem[]; total: number }> {
      const [records, total] = await Promise.all([
        listMedia(db, kind, mediaLibraryLimit),
        countMedia(db, kind),
      ]);
      const items = records.map((media) => ({
        id: media.id,
        kind: media.kind,
        url: media.url,
        mimeType: media.mimeType,
        size: media.size,
        width: media.width,
        height: media.height,
        srcset: media.variants.length > 0 ? srcsetOf(media.variants) : null,
        createdAt: media.createdAt,
      }));
      return { items, total };
    },

    /** Width, height and srcset for each uploaded image among `urls`, keyed by URL. */
    async imageAssets(urls: readonly string[]): Promise<Map<string, ImageAsset>> {
      const local = [...new Set(urls.filter((url) => url.startsWith("/media/")))];
      const assets = new Map<string, ImageAsset>();
      for (const media of await findMediaByUrls(db, local)) {
        if (media.kind === "image" && media.width && media.height) {
          assets.set(media.url, {
            width: media.width,
            height: media.height,
            srcset: srcsetOf(media.variants),
          });
        }
      }
      return assets;
    },

    /**
     * Takes back uploads made for something that was then not saved (an import that failed after its
     * images were stored): their files and their place in the library.
     */
    async discard(urls: readonly string[]): Promise<void> {
      const records = await findMediaByUrls(db, urls);
      for (const media of records) {
        const names = media.variants.length > 0 ? media.variants.map((v) => v.url) : [media.url];
        for (const url of names) await store.remove(url.slice("/media/".length)).catch(() => undefined);
      }
      await deleteMediaByUrls(db, urls);
    },

    /**
     * Makes sure the media folder exists (so it can be served from the first request) and drops any
     * partial upload a previous process left behind.
     */
    async ensureDir(): Promise<void> {
      await rm(join(dir, ".incoming"), { recursive: true, force: true });
      await mkdir(join(dir, ".incoming"), { recursive: true });
    },
  };
}
