import { useQuery } from "@tanstack/react-query";
import { endpointUrl } from "#shared/api/endpoint.ts";
import { backupEndpoints } from "#shared/backup/endpoints.ts";
import type { RestoreAnswer } from "#shared/backup/schema.ts";
import { call } from "#web/lib/call.ts";
import { uploadFile } from "#web/lib/upload.ts";

/** Where the browser downloads a fresh backup (an attachment: the page stays). */
export const backupDownloadUrl = backupEndpoints.download.path;

export const backupListQueryKey = [backupEndpoints.list.path] as const;

export function useBackupList() {
  return useQuery({
    queryKey: backupListQueryKey,
    queryFn: ({ signal }) => call(backupEndpoints.list, {}, { signal }),
  });
}

/** Replaces the whole site with a backup file (the server takes a safety backup first). */
export function restoreBackup(file: File, onProgress: (fraction: number) => void): Promise<RestoreAnswer> {
  const url = endpointUrl(backupEndpoints.restore.path, {}, { confirm: "replace" });
  return uploadFile<RestoreAnswer>(url, file, { onProgress });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
