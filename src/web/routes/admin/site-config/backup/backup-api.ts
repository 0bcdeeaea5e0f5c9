import { useQuery } from "@tanstack/react-query";
import type { BackupList, RestoreAnswer } from "#shared/backup.ts";
import { api } from "#web/lib/api-client.ts";
import { uploadFile } from "#web/lib/upload.ts";

/** Where the browser downloads a fresh backup (an attachment: the page stays). */
export const backupDownloadUrl = "/api/admin/backup";

export const backupListQueryKey = ["/api/admin/backups"] as const;

export function useBackupList() {
  return useQuery({ queryKey: backupListQueryKey, queryFn: () => api.get<BackupList>("/api/admin/backups") });
}

/** Replaces the whole site with a backup file (the server takes a safety backup first). */
export function restoreBackup(file: File, onProgress: (fraction: number) => void): Promise<RestoreAnswer> {
  return uploadFile<RestoreAnswer>("/api/admin/restore?confirm=replace", file, { onProgress });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
