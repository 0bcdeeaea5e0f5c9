import { z } from "zod";

/** The largest backup file the admin's restore accepts (2 GiB); larger sites restore with `npm run restore`. */
export const maxRestoreUploadBytes = 2 * 1024 ** 3;

export const backupFileSchema = z.object({
  name: z.string(),
  kind: z.enum(["manual", "nightly", "safety", "download"]),
  bytes: z.number(),
  createdAt: z.string(),
});

export const backupListSchema = z.object({ items: z.array(backupFileSchema), directory: z.string() });
export type BackupList = z.infer<typeof backupListSchema>;

export const restoreAnswerSchema = z.object({
  restored: z.object({
    createdAt: z.string(),
    folioVersion: z.string(),
    rows: z.number(),
    mediaFiles: z.number(),
    upgraded: z.boolean(),
  }),
  safetyBackup: z.string().nullable(),
});
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;
