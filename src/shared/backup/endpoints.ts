import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { backupListSchema, restoreAnswerSchema } from "./schema.ts";

/** The owner's backups: the list kept on the server, a fresh backup to download, a restore from a file. */
export const backupEndpoints = {
  list: endpoint({ method: "GET", path: "/api/admin/backups", response: backupListSchema }),
  /** A `.tar.gz` file, not JSON: the browser follows the link to download it. */
  download: endpoint({ method: "GET", path: "/api/admin/backup", response: null }),
  /** Multipart, one file; sent with progress by `lib/upload.ts`, not `call()`. */
  restore: endpoint({
    method: "POST",
    path: "/api/admin/restore",
    query: z.object({
      confirm: z.literal("replace", {
        error: "Confirm the restore (confirm=replace): it replaces the whole site.",
      }),
    }),
    response: restoreAnswerSchema,
  }),
};
