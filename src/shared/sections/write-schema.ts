import { z } from "zod";
import { unknownFieldMessage } from "#shared/api/strict-schema.ts";
import { baseVersionSchema } from "#shared/history/schema.ts";
import { unknownContentFields } from "./content-fields.ts";
import { type SectionType, sectionContentInputSchema, sectionStatuses, sectionTypes } from "./schema.ts";

/** Shapes of the content section writes (`POST/PATCH /api/sections`, import) and the export file. */

export const invalidContentFileMessage = "Invalid content file";
export const invalidConfigFileMessage = "Invalid configuration file";
export const contentExportVersion = "1.0.0";
export const contentExportFileName = "portfolio-content.json";
export const configExportFileName = "portfolio-config.json";
/** How much of the about text a content card shows before cutting it. */
export const aboutPreviewLength = 100;

const sectionName = z
  .string({ error: "Section name is required" })
  .trim()
  .min(1, "Section name is required")
  .max(120, "Section name must be at most 120 characters");
const sectionStatus = z.enum(sectionStatuses, { error: "Status must be published, draft or archived" });
const sectionType = z.enum(sectionTypes, {
  error: `Type must be one of ${sectionTypes.join(", ")}`,
});

/** Refuses content keys the section's type does not have, naming each one. */
function refuseUnknownContent(
  section: { type: SectionType; content?: Record<string, unknown> | undefined },
  context: z.RefinementCtx,
) {
  for (const field of unknownContentFields(section.type, section.content)) {
    context.addIssue({ code: "custom", path: field.split("."), message: unknownFieldMessage(field) });
  }
}

export const sectionCreateSchema = z
  .strictObject({
    name: sectionName,
    type: sectionType,
    status: sectionStatus.default("draft"),
    content: sectionContentInputSchema.optional(),
  })
  .superRefine(refuseUnknownContent);
export type SectionCreate = z.input<typeof sectionCreateSchema>;

/**
 * `PATCH /api/sections/:id`: any subset of name, status and content (at least one), and the `version` it
 * was based on (decision 139: a stale one answers 409; without one the write is not checked).
 */
export const sectionPatchSchema = z
  .strictObject({
    name: sectionName.optional(),
    status: sectionStatus.optional(),
    content: sectionContentInputSchema.optional(),
    version: baseVersionSchema.optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.status !== undefined || patch.content !== undefined, {
    message: "Send at least one of name, status or content",
  });
export type SectionPatch = z.infer<typeof sectionPatchSchema>;

export const importedSectionSchema = z
  .strictObject({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,80}$/, "Section ids use letters, digits, - and _ (at most 80)")
      .optional(),
    name: sectionName,
    type: sectionType,
    status: sectionStatus,
    content: sectionContentInputSchema,
    lastModified: z.string().optional(),
  })
  .superRefine(refuseUnknownContent);

/** An import file: `{ sections: [...] }` (exportDate and version are informative). */
export const contentImportSchema = z.object({
  sections: z.array(importedSectionSchema, { error: "The file has no sections list" }).max(200),
});
export type ContentImport = z.infer<typeof contentImportSchema>;
