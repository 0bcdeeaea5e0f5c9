import { z } from "zod";
import { trashKinds } from "./rules.ts";

export const trashKindSchema = z.enum(trashKinds, {
  error: "kind must be project, section, entry or invitation",
});

/** One item in the Trash as the Trash view lists it. */
export const trashItemSchema = z.object({
  kind: trashKindSchema,
  id: z.string(),
  title: z.string(),
  /** A project's page address, a section's type, an entry's kind and section. */
  detail: z.string(),
  deletedAt: z.string(),
  deletedBy: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  /** When the daily job removes it for good, and the days left until then. */
  purgeAt: z.string(),
  daysLeft: z.number(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListSchema = z.object({ items: z.array(trashItemSchema) });
export type TrashList = z.infer<typeof trashListSchema>;

export const trashEmptiedSchema = z.object({ removed: z.number() });
