import { z } from "zod";

/** Who saved a version; null for the content an item had before its history was kept. */
export const versionAuthorSchema = z.object({ id: z.string().nullable(), name: z.string() }).nullable();

/** One saved version as a History list shows it: who, when, which fields changed. */
export const versionSummarySchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: versionAuthorSchema,
  /** The fields this save changed (`title`, `content.heading`, `site.title`…); empty for the first one. */
  changed: z.array(z.string()),
  /** The version this one restored, when it was a restore. */
  restoredFrom: z.number().int().nullable(),
  /** The content's size as JSON, in bytes (before compression). */
  size: z.number().int(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionListSchema = z.object({ items: z.array(versionSummarySchema) });
export type VersionList = z.infer<typeof versionListSchema>;

/** One version with the content it saved (the editor's fields, as its save sends them). */
export const versionSchema = versionSummarySchema.extend({ content: z.unknown() });
export type Version = z.infer<typeof versionSchema>;

export const versionParam = z.coerce
  .number({ error: "version must be a whole number" })
  .int("version must be a whole number")
  .min(1, "version must be a whole number");

const baseVersionMessage =
  "version must be the whole number the item's read answered (0 before its first save)";

/**
 * The version a write was based on (decision 139): the `version` its read answered. A write over an
 * older one is refused with 409, naming who saved the newer version.
 */
export const baseVersionSchema = z
  .number({ error: baseVersionMessage })
  .int(baseVersionMessage)
  .min(0, baseVersionMessage);
