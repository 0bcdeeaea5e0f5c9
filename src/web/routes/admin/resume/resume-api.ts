import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointUrl } from "#shared/api/endpoint.ts";
import { resumeEndpoints as api } from "#shared/resume/endpoints.ts";
import { resumePreviewPath } from "#shared/resume/rules.ts";
import type { ResumeOptions, ResumeState } from "#shared/resume/schema.ts";
import { call } from "#web/lib/call.ts";
import { uploadFile } from "#web/lib/upload.ts";

export const resumeQueryKey = ["/api/admin/resume"] as const;

export function useResume() {
  return useQuery({ queryKey: resumeQueryKey, queryFn: ({ signal }) => call(api.get, {}, { signal }) });
}

/** Every write answers the new state, which replaces the cached one. */
function useResumeMutation<T>(run: (input: T) => Promise<ResumeState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (state) => client.setQueryData(resumeQueryKey, state),
  });
}

export const useSaveResume = () => useResumeMutation((body: ResumeOptions) => call(api.update, { body }));
export const useUploadResume = () =>
  useResumeMutation((file: File) => uploadFile<ResumeState>(api.upload.path, file));
export const useRemoveResume = () => useResumeMutation(() => call(api.removeUpload, {}));

/** The framed web version with these (unsaved) options, and the generated PDF with them. */
export const previewUrl = (options: ResumeOptions) =>
  endpointUrl(resumePreviewPath, undefined, { options: JSON.stringify(options) });
export const previewPdfUrl = (options: ResumeOptions) =>
  endpointUrl(api.preview.path, undefined, { options: JSON.stringify(options) });
