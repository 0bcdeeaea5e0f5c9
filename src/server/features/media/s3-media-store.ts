import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import type { MediaStoreConfig } from "#server/config.ts";
import { contentTypeOf, storedNamePattern } from "./media-names.ts";
import type { MediaStore, StoredObject } from "./media-store.ts";

type S3Config = Extract<MediaStoreConfig, { kind: "s3" }>;
type Sdk = typeof import("@aws-sdk/client-s3");

/** A stored object opened for sending: its bytes (all, or the range asked), with what the headers need. */
export interface OpenedObject {
  body: Readable;
  /** The bytes `body` holds. */
  length: number;
  /** The whole object's size and last change (the ETag and Last-Modified are made from them). */
  size: number;
  lastModified: Date;
  /** For a range: `bytes first-last/size`. */
  contentRange: string | undefined;
}

export interface S3MediaStore extends MediaStore {
  readonly kind: "s3";
  /** The object `name` (or the single `bytes=` range asked), null when there is none; "unsatisfiable" for a range past its end. */
  open(name: string, range?: string): Promise<OpenedObject | null | "unsatisfiable">;
  /** The object's size and last change (a HeadObject), null when there is none. */
  stat(name: string): Promise<{ size: number; lastModified: Date } | null>;
  /** Closes the client's connections. */
  close(): void;
}

/** The SDK is loaded on the first request to the bucket, never by a Folio on the local disk. */
let loadedSdk: Promise<Sdk> | undefined;
const sdk = () => {
  loadedSdk ??= import("@aws-sdk/client-s3");
  return loadedSdk;
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3://BUCKET[/prefix]). Checksums are sent and checked
 * only when an operation requires them: with the SDK's default (a streaming CRC32 trailer on every put)
 * some S3-compatible servers, s3rver 3.7 among them, store the checksum framing inside the object.
 */
export function createS3MediaStore(config: S3Config): S3MediaStore {
  const { bucket, prefix } = config;
  let client: Promise<{ s3: S3Client; sdk: Sdk }> | undefined;
  const connect = () => {
    client ??= sdk().then((module) => ({
      sdk: module,
      s3: new module.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.endpoint !== undefined,
        credentials: config.credentials,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return client;
  };
  const key = (name: string) => `${prefix}${name}`;

  async function get(name: string) {
    const { s3, sdk } = await connect();
    return s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key(name) }));
  }

  return {
    kind: "s3",
    where: `s3://${bucket}/${prefix}`,

    async put(name, path, mode = "move") {
      const { s3, sdk } = await connect();
      const { size } = await stat(path);
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentTypeOf(name),
        }),
      );
      if (mode === "move") await rm(path, { force: true });
    },

    async copyOut(name, path) {
      const object = await get(name);
      await pipeline(object.Body as Readable, createWriteStream(path, { mode: 0o600 }));
    },

    async read(name) {
      const object = await get(name);
      return Buffer.from(
        await (
          object.Body as unknown as { transformToByteArray(): Promise<Uint8Array> }
        ).transformToByteArray(),
      );
    },

    async remove(name) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },

    async list() {
      const { s3, sdk } = await connect();
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? "").slice(prefix.length);
          if (storedNamePattern.test(name)) found.push({ name, size: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => (a.name < b.name ? -1 : 1));
    },

    async reachable() {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      return true;
    },

    async stat(name) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return { size: object.ContentLength ?? 0, lastModified: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (statusOf(error) === 404 || (error as Error).name === "NotFound") return null;
        throw error;
      }
    },

    async open(name, range) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: key(name), Range: range }),
        );
        const length = object.ContentLength ?? 0;
        const total = object.ContentRange ? Number(object.ContentRange.split("/")[1]) : length;
        return {
          body: object.Body as Readable,
          length,
          size: Number.isFinite(total) ? total : length,
          lastModified: object.LastModified ?? new Date(0),
          contentRange: range ? object.ContentRange : undefined,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || (error as Error).name === "NoSuchKey") return null;
        if (status === 416) return "unsatisfiable";
        throw error;
      }
    },

    close() {
      client?.then(({ s3 }) => s3.destroy()).catch(() => undefined);
    },
  };
}
