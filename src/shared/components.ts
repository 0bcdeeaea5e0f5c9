import { z } from "zod";
import type { ComponentEntry } from "./component-visibility.ts";

export {
  type ComponentEntry,
  type ComponentId,
  componentIds,
  componentMinWidth,
  defaultComponents,
  defaultScrollSlideMinWidth,
  isComponentShown,
} from "./component-visibility.ts";

export const componentEntrySchema = z.object({
  id: z.string().trim().min(1, "Component id is required").max(64),
  isActive: z.boolean(),
  conditional: z
    .object({
      minWidth: z.preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? Number.parseInt(value, 10) : value),
        z
          .number({ error: "minWidth must be a whole number" })
          .int("minWidth must be a whole number")
          .min(0, "minWidth must be at least 0")
          .max(10000, "minWidth must be at most 10000"),
      ),
    })
    .optional(),
}) satisfies z.ZodType<ComponentEntry>;

/** The visibility list as the API takes and answers it: a JSON array of entries. */
export const componentListSchema = z.array(componentEntrySchema).max(100);
