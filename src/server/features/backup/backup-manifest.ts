import { z } from "zod";

/** The one file a backup is: a gzip'd tar of `manifest.json`, `tables/<table>.ndjson` and `media/<file>`. */
export const manifestEntry = "manifest.json";
export const tableEntry = (table: string) => `tables/${table}.ndjson`;
export const mediaEntry = (file: string) => `media/${file}`;

/** Names a media file may have in a backup: the generated names uploads get, never a path. */
export const safeMediaName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const manifestSchema = z.strictObject({
  format: z.literal("folio-backup"),
  formatVersion: z.literal(1),
  folioVersion: z.string().max(50),
  createdAt: z.iso.datetime(),
  sourceDialect: z.enum(["sqlite", "postgres"]),
  /** The newest migration applied when the backup was taken, and all of them in order. */
  schemaVersion: z.string().max(200),
  migrations: z.array(z.string().max(200)).max(1000),
  tables: z.record(z.string().max(100), z.strictObject({ rows: count, bytes: count, sha256 })),
  media: z.record(z.string().regex(safeMediaName), z.strictObject({ bytes: count, sha256 })),
  /** Tables left out on purpose (sessions, reset links, rate limits): a restore empties them. */
  excluded: z.array(z.string().max(100)).max(100),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup file that cannot be restored, or a restore that must not run; the message says why. */
export class BackupError extends Error {
  override name = "BackupError";
}
