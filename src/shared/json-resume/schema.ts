import { z } from "zod";
import { historyKinds } from "#shared/history/rules.ts";

/**
 * Importing a résumé in the JSON Resume format (jsonresume.org, schema v1.0.0; issue 38, decision 144):
 * the file is read into a plan of changes, shown item by item, and the items the owner keeps are written
 * in one transaction.
 */
export const jsonResumeMessages = {
  notJson: "The file is not JSON: choose a resume.json file",
  invalid: "The file is not a valid JSON Resume",
  nothingChosen: "Choose at least one change to import",
  unknownItem: "The import changed since it was previewed: preview it again",
  notMultipart: "Send the file as multipart/form-data",
  noArchive: "Choose the ZIP file LinkedIn sent you",
  archiveTooLarge: "The archive is larger than 20 MB: ask LinkedIn for the smaller copy (profile data only)",
  photoNotCopied: (reason: string) =>
    `Your photo could not be copied into the media library: ${reason} Nothing was imported; untick “Your photo” to import the rest.`,
  changedSince: (what: string) =>
    `${what} was changed after the import, so the import was not undone: undo it from its History.`,
} as const;

/** The largest LinkedIn archive taken. */
export const linkedinArchiveMaxBytes = 20 * 1024 * 1024;

/** What one change does to the site. */
export const importActions = ["add", "replace", "remove", "same"] as const;
export type ImportAction = (typeof importActions)[number];

/** One change the import would make, as the preview lists it. */
export const importItemSchema = z.object({
  /** Stable within one file: `site.author`, `experience.add.0`, `project.2`… */
  id: z.string(),
  /** What it is, in words ("Your name", "Experience: Lead developer at Tsukimi"). */
  label: z.string(),
  action: z.enum(importActions),
  /** What the site shows now and what it will show (short texts; empty when there is none). */
  before: z.string(),
  after: z.string(),
  /** Whether the preview ticks it at first: everything but what is already the same, and a removal of content that is not the sample's. */
  chosen: z.boolean(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

/** What the file holds that Folio has no place for yet (education, awards…): named, not imported. */
export const importPreviewSchema = z.object({
  items: z.array(importItemSchema),
  leftOut: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const jsonResumeFileSchema = z.object({
  /** The resume.json's content, parsed by the browser. */
  resume: z.unknown(),
});

export const jsonResumeImportSchema = jsonResumeFileSchema.extend({
  /** The ids of the preview's items to write. */
  items: z.array(z.string()).min(1, jsonResumeMessages.nothingChosen),
});

/**
 * What an import wrote, to undo it in one action: each saved item's version before and after the
 * import (kept in its History), and the projects it made.
 */
export const importUndoSchema = z.strictObject({
  parts: z
    .array(
      z.strictObject({
        kind: z.enum(historyKinds),
        itemId: z.string().min(1).max(100),
        before: z.number().int().min(1),
        after: z.number().int().min(1),
      }),
    )
    .max(10),
  projects: z.array(z.string().min(1).max(100)).max(500),
});
export type ImportUndo = z.infer<typeof importUndoSchema>;

export const importResultSchema = z.object({
  /** The labels of the changes written. */
  applied: z.array(z.string()),
  undo: importUndoSchema,
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A LinkedIn archive, read: the résumé it makes (sent back with the import) and what importing it would change. */
export const linkedinPreviewSchema = z.object({
  resume: z.record(z.string(), z.unknown()),
  preview: importPreviewSchema,
});
export type LinkedinPreview = z.infer<typeof linkedinPreviewSchema>;
