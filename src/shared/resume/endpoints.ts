import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { baseVersionSchema } from "#shared/history/schema.ts";
import { resumeOptionsSchema, resumeStateSchema } from "./schema.ts";

/** The owner's Résumé panel: its state, its options, the uploaded PDF, and the generated PDF with unsaved options. */
export const resumeEndpoints = {
  get: endpoint({ method: "GET", path: "/api/admin/resume", response: resumeStateSchema }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/resume",
    /** The settings, and the `version` they were based on (a stale one answers 409; decision 139). */
    body: resumeOptionsSchema.extend({ version: baseVersionSchema.optional() }),
    response: resumeStateSchema,
  }),
  /** Multipart, one PDF; sent with progress by `lib/upload.ts`, not `call()`. */
  upload: endpoint({ method: "POST", path: "/api/admin/resume/upload", response: resumeStateSchema }),
  removeUpload: endpoint({ method: "DELETE", path: "/api/admin/resume/upload", response: resumeStateSchema }),
  /** The generated PDF with the options in `?options=` (JSON), for the panel's Download button; not cached. */
  preview: endpoint({
    method: "GET",
    path: "/api/admin/resume/preview.pdf",
    query: z.object({ options: z.string().max(4000).optional() }),
    response: null,
  }),
};
