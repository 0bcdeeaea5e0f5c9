import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jsonResumeEndpoints as api } from "#shared/json-resume/endpoints.ts";
import type { ImportUndo, LinkedinPreview } from "#shared/json-resume/schema.ts";
import { call } from "#web/lib/call.ts";
import { uploadFile } from "#web/lib/upload.ts";

/** The site as a résumé.json (a download). */
export const jsonResumeExportUrl = api.export.path;

/** What importing a résumé.json would change; nothing is written. */
export const usePreviewJsonResume = () =>
  useMutation({ mutationFn: (resume: unknown) => call(api.preview, { body: { resume } }) });

/** LinkedIn's archive read on the server as a résumé, with what importing it would change. */
export const useReadLinkedinArchive = () =>
  useMutation({ mutationFn: (file: File) => uploadFile<LinkedinPreview>(api.linkedin.path, file) });

/** Writes the chosen changes; every screen reads the site again (the name, sections, projects, résumé). */
export function useImportJsonResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { resume: unknown; items: string[] }) => call(api.import, { body: input }),
    onSuccess: () => client.invalidateQueries(),
  });
}

/**
 * Takes an import back in one action (its Undo toast): every part restored to its version before the
 * import, the projects it made moved to the Trash; then every screen reads the site again. A plain
 * function of the query client, so it works after the import's dialog has closed.
 */
export function useUndoJsonResumeImport() {
  const client = useQueryClient();
  return (undo: ImportUndo) => call(api.undo, { body: undo }).finally(() => client.invalidateQueries());
}
