import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import type { MediaUpload } from "#shared/media.ts";
import { writeImageVariants } from "./image-variants.ts";
import { MediaRepository, srcsetOf } from "./media.repository.ts";
import { mediaLimits, mediaMessages } from "./media-limits.ts";
import { type SniffedType, sniffLength, sniffMediaType } from "./media-sniff.ts";

/** Where uploads live: `DATA_DIR/media`. */
export const mediaDir = (dataDir: string) => join(dataDir, "media");

/**
 * Passes an upload through while checking it: its type from the first bytes, its size against the type's
 * limit. A refused upload is still read to the end (so the client gets a clean answer) but not written.
 */
class UploadGuard extends Transform {
  type: SniffedType | null = null;
  refusal: Error | null = null;
  private head = Buffer.alloc(0);
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.size += chunk.length;
    if (this.refusal) {
      callback();
      return;
    }
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, sniffLength);
      if (this.head.length >= sniffLength) this.decide();
    }
    if (this.type?.kind === "image" && this.size > mediaLimits.imageBytes) {
      this.refusal = payloadTooLarge(mediaMessages.imageTooLarge);
    }
    if (!this.refusal) this.push(chunk);
    callback();
  }

  override _flush(callback: () => void): void {
    if (!this.type && !this.refusal) this.decide();
    callback();
  }

  private decide(): void {
    this.type = sniffMediaType(this.head);
    if (!this.type) this.refusal = unsupportedMediaType(mediaMessages.unsupported);
  }
}

/** Stores uploads under generated names, decides their type from their bytes, and makes image variants. */
export class MediaService {
  private readonly repository: MediaRepository;
  private readonly dir: string;

  constructor(db: Kysely<DB>, dataDir: string) {
    this.repository = new MediaRepository(db);
    this.dir = mediaDir(dataDir);
  }

  async upload(file: NodeJS.ReadableStream & { truncated?: boolean }): Promise<MediaUpload> {
    const incoming = join(this.dir, ".incoming");
    await mkdir(incoming, { recursive: true });
    const id = randomBytes(12).toString("hex");
    const temporary = join(incoming, `${id}.part`);
    const guard = new UploadGuard();
    try {
      await pipeline(file, guard, createWriteStream(temporary));
      if (file.truncated) throw payloadTooLarge(mediaMessages.videoTooLarge);
      if (guard.refusal) throw guard.refusal;
      const type = guard.type;
      if (!type) throw unsupportedMediaType(mediaMessages.unsupported);
      const { size } = await stat(temporary);
      return type.kind === "image"
        ? await this.storeImage(id, temporary, type, size)
        : await this.storeVideo(id, temporary, type, size);
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw payloadTooLarge(mediaMessages.videoTooLarge);
      }
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private async storeImage(
    id: string,
    source: string,
    type: SniffedType,
    size: number,
  ): Promise<MediaUpload> {
    const image = await writeImageVariants(source, this.dir, id).catch(async (error) => {
      await this.removeVariants(id);
      throw error;
    });
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
      createdAt: new Date().toISOString(),
    };
    await this.repository.insert(record);
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

  private async storeVideo(
    id: string,
    source: string,
    type: SniffedType,
    size: number,
  ): Promise<MediaUpload> {
    const fileName = `${id}.${type.extension}`;
    await rename(source, join(this.dir, fileName));
    const url = `/media/${fileName}`;
    await this.repository.insert({
      id,
      kind: "video",
      mimeType: type.mimeType,
      fileName,
      url,
      size,
      width: null,
      height: null,
      variants: [],
      createdAt: new Date().toISOString(),
    });
    return { id, kind: "video", url, mimeType: type.mimeType, size, width: null, height: null, srcset: null };
  }

  private async removeVariants(id: string): Promise<void> {
    for (const name of await readdir(this.dir)) {
      if (name.startsWith(`${id}-`)) await rm(join(this.dir, name), { force: true });
    }
  }

  /** Makes sure the media folder exists (so it can be served from the first request) and drops any
   * partial upload a previous process left behind. */
  async ensureDir(): Promise<void> {
    await rm(join(this.dir, ".incoming"), { recursive: true, force: true });
    await mkdir(join(this.dir, ".incoming"), { recursive: true });
  }
}
