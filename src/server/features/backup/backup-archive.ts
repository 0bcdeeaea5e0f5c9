import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, stat, statfs } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import {
  BackupError,
  type BackupManifest,
  manifestEntry,
  manifestSchema,
  mediaEntry,
  safeMediaName,
  tableEntry,
} from "./backup-manifest.ts";

const maxManifestBytes = 1024 * 1024;

/** A file's size and SHA-256, read as a stream. */
/** tar-stream, loaded by the first backup or restore rather than at every start. */
const tarStream = async () => (await import("tar-stream")).default;

export async function digestFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/**
 * Packs a staged backup (`tables/`, `media/` under `stagingDir`) into one gzip'd tar at `target`, the
 * manifest first so a restore can check every later entry against it.
 */
export async function packArchive(
  stagingDir: string,
  manifest: BackupManifest,
  target: string,
): Promise<void> {
  const pack = (await tarStream()).pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target, { mode: 0o600 }));
  const add = async (name: string, source: string | Buffer) => {
    const size = typeof source === "string" ? (await stat(source)).size : source.length;
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(manifest.createdAt) }, (error) =>
        error ? reject(error) : resolve(),
      );
      if (typeof source === "string") createReadStream(source).on("error", reject).pipe(entry);
      else entry.end(source);
    });
  };
  try {
    await add(manifestEntry, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const table of Object.keys(manifest.tables)) {
      await add(tableEntry(table), join(stagingDir, tableEntry(table)));
    }
    for (const file of Object.keys(manifest.media))
      await add(mediaEntry(file), join(stagingDir, mediaEntry(file)));
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

async function readManifest(entry: AsyncIterable<unknown>): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += (chunk as Buffer).length;
    if (size > maxManifestBytes) throw new BackupError("The backup's manifest is too large.");
    chunks.push(chunk as Buffer);
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new BackupError("The backup's manifest is not valid JSON.");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError("This is not a Folio backup (its manifest is not one Folio reads).");
  return parsed.data;
}

/** What a restore may unpack: at most `maxBytes` in all (RESTORE_MAX_MB), and never past the free disk. */
export interface UnpackLimits {
  maxBytes: number;
}

/** Room kept free on the disk after a restore's files are unpacked (the database needs some too). */
const diskReserveBytes = 64 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;

/**
 * The manifest's total against the ceiling and the free disk space of `stagingDir`, before anything is
 * unpacked: every entry is then held to its own size, so the total can never grow past this.
 */
async function assertRoom(manifest: BackupManifest, stagingDir: string | null, limits: UnpackLimits) {
  const sizes = [...Object.values(manifest.tables), ...Object.values(manifest.media)];
  const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
  if (total > limits.maxBytes) {
    throw new BackupError(
      `The backup unpacks to ${megabytes(total)}, more than this Folio restores (RESTORE_MAX_MB is ${Math.floor(limits.maxBytes / 1024 / 1024)}).`,
    );
  }
  if (!stagingDir) return;
  const disk = await statfs(stagingDir);
  const free = Number(disk.bavail) * Number(disk.bsize);
  if (free < total + diskReserveBytes) {
    throw new BackupError(
      `Not enough free disk space to restore: the backup needs ${megabytes(total + diskReserveBytes)} and ${megabytes(free)} is free.`,
    );
  }
}

/** The ceiling when none is configured: 10 GB (RESTORE_MAX_MB's default). */
export const defaultUnpackLimits: UnpackLimits = { maxBytes: 10 * 1024 * 1024 * 1024 };

/**
 * Unpacks a backup into `stagingDir` (or only reads it through, when null: `--verify`), checking as it
 * goes: the manifest comes first and is valid, its total fits the ceiling and the free disk, every other
 * entry is one the manifest lists, declares its exact size before a byte is written and never grows past
 * it while streaming, with its exact SHA-256 and (for tables) row count, and nothing listed is missing.
 * Throws a BackupError on the first problem; the caller removes the staging.
 */
export async function unpackArchive(
  file: string,
  stagingDir: string | null,
  limits: UnpackLimits = defaultUnpackLimits,
): Promise<BackupManifest> {
  if (stagingDir) {
    await mkdir(join(stagingDir, "tables"), { recursive: true });
    await mkdir(join(stagingDir, "media"), { recursive: true });
  }
  let manifest: BackupManifest | undefined;
  const seen = new Set<string>();

  const unpackEntry = async (
    header: { name: string; type?: string | null; size?: number | null },
    entry: AsyncIterable<unknown>,
  ) => {
    const { name, type } = header;
    if (!manifest) {
      if (name !== manifestEntry) throw new BackupError("This is not a Folio backup (no manifest first).");
      manifest = await readManifest(entry);
      await assertRoom(manifest, stagingDir, limits);
      return;
    }
    const expected = expectedEntry(manifest, name);
    if (!expected || type !== "file" || seen.has(name)) {
      throw new BackupError(`The backup holds an unexpected entry: ${name.slice(0, 200)}`);
    }
    seen.add(name);
    if (header.size !== expected.bytes) throw damaged(name);
    const { bytes, lines, sha256 } = await writeEntry(
      entry,
      stagingDir ? join(stagingDir, name) : null,
      expected.bytes,
      name,
    );
    if (bytes !== expected.bytes || sha256 !== expected.sha256) throw damaged(name);
    if (expected.rows !== undefined && lines !== expected.rows) {
      throw new BackupError(`The backup is damaged: ${name} does not hold ${expected.rows} rows.`);
    }
  };

  const tar = await tarStream();
  await new Promise<void>((resolve, reject) => {
    const extract = tar.extract();
    const source = createReadStream(file);
    const gunzip = createGunzip();
    const fail = (error: unknown) => {
      source.destroy();
      gunzip.destroy();
      extract.destroy();
      reject(error);
    };
    // The entry being written; "finish" may come before its last bytes are on disk and checked.
    let current: Promise<void> = Promise.resolve();
    extract.on("entry", (header, stream, next) => {
      current = unpackEntry(header, stream).then(() => next());
      current.catch(fail);
    });
    extract.on("finish", () => current.then(resolve, fail));
    extract.on("error", fail);
    source.on("error", fail);
    gunzip.on("error", fail);
    source.pipe(gunzip).pipe(extract);
  }).catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError("The backup file is damaged or is not a Folio backup (it could not be unpacked).");
  });

  const found = manifest as BackupManifest | undefined;
  if (!found) throw new BackupError("This is not a Folio backup (it is empty).");
  const missing = [
    ...Object.keys(found.tables).map(tableEntry),
    ...Object.keys(found.media).map(mediaEntry),
  ].find((name) => !seen.has(name));
  if (missing) throw new BackupError(`The backup is incomplete: ${missing} is missing.`);
  return found;
}

const damaged = (name: string) =>
  new BackupError(`The backup is damaged: ${name} does not match its checksum.`);

/**
 * Writes an entry to `path` (or only reads it, when null), counting its bytes and lines and hashing it on
 * the way; stops before writing a chunk that would take it past `maxBytes`.
 */
async function writeEntry(
  entry: AsyncIterable<unknown>,
  path: string | null,
  maxBytes: number,
  name: string,
) {
  const hash = createHash("sha256");
  let bytes = 0;
  let lines = 0;
  const file = path ? await open(path, "w", 0o600) : undefined;
  try {
    for await (const data of entry) {
      const chunk = data as Buffer;
      bytes += chunk.length;
      if (bytes > maxBytes) throw damaged(name);
      hash.update(chunk);
      for (const byte of chunk) if (byte === 10) lines += 1;
      await file?.write(chunk);
    }
  } finally {
    await file?.close();
  }
  return { bytes, lines, sha256: hash.digest("hex") };
}

function expectedEntry(
  manifest: BackupManifest,
  name: string,
): { bytes: number; sha256: string; rows?: number } | undefined {
  const table = /^tables\/([a-z_]+)\.ndjson$/.exec(name)?.[1];
  if (table) return Object.hasOwn(manifest.tables, table) ? manifest.tables[table] : undefined;
  const file = /^media\/(.+)$/.exec(name)?.[1];
  if (file && safeMediaName.test(file) && Object.hasOwn(manifest.media, file)) return manifest.media[file];
  return undefined;
}
