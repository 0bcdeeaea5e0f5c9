import { type Db, isPlainObject, readJson, writeJson } from "#server/db/columns.ts";
import { insertMedia } from "#server/features/media/media.repository.ts";
import { defaultResumeOptions, type ResumeOptions, resumeOptionsSchema } from "#shared/resume/schema.ts";

/** The uploaded PDF: its media row and file (`DATA_DIR/media/<fileName>`). */
export interface StoredResumeUpload {
  mediaId: string;
  fileName: string;
  /** The name the file had on the owner's computer (shown in the admin only). */
  originalName: string;
  size: number;
  uploadedAt: string;
}

export interface StoredResume {
  options: ResumeOptions;
  upload: StoredResumeUpload | null;
}

/** The résumé's options and upload: one `app_setting` row (backed up with the others), JSON text. */
const key = "resume";

const isUpload = (value: unknown): value is StoredResumeUpload =>
  isPlainObject(value) &&
  typeof (value as StoredResumeUpload).mediaId === "string" &&
  typeof (value as StoredResumeUpload).fileName === "string" &&
  /^[a-f0-9]+\.pdf$/.test((value as StoredResumeUpload).fileName);

/** The stored résumé; options read leniently (a broken field falls back to its default). */
export async function readResume(db: Db): Promise<StoredResume> {
  const row = await db.selectFrom("app_setting").select("value").where("key", "=", key).executeTakeFirst();
  const stored = readJson<Record<string, unknown>>(row?.value ?? null, {}, isPlainObject);
  const parsed = resumeOptionsSchema.safeParse(stored.options ?? {});
  return {
    options: parsed.success ? parsed.data : defaultResumeOptions,
    upload: isUpload(stored.upload) ? stored.upload : null,
  };
}

export async function writeResume(db: Db, resume: StoredResume, now: string): Promise<void> {
  const value = writeJson(resume);
  await db
    .insertInto("app_setting")
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function insertResumeMedia(db: Db, upload: StoredResumeUpload): Promise<void> {
  await insertMedia(db, {
    id: upload.mediaId,
    kind: "document",
    mimeType: "application/pdf",
    fileName: upload.fileName,
    url: `/media/${upload.fileName}`,
    size: upload.size,
    width: null,
    height: null,
    variants: [],
    createdAt: upload.uploadedAt,
  });
}

export async function deleteResumeMedia(db: Db, mediaId: string): Promise<void> {
  await db.deleteFrom("media").where("id", "=", mediaId).execute();
}

/** When the résumé's row was last written; undefined before its first save. */
export async function readResumeSavedAt(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("app_setting")
    .select("updated_at")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.updated_at;
}
