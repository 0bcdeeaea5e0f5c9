import { z } from "zod";
import { type ComponentEntry, componentIds } from "./rules.ts";

export {
  type ComponentEntry,
  type ComponentId,
  componentIds,
  componentMinWidth,
  defaultComponents,
  defaultScrollSlideMinWidth,
  fixedComponentsFirst,
  fixedComponentsLast,
  galleryFollows,
  inPageOrder,
  isComponentOn,
  isComponentShown,
  isReorderable,
  pageOrder,
} from "./rules.ts";

export const componentEntrySchema = z.strictObject({
  id: z.string().trim().min(1, "Component id is required").max(64),
  isActive: z.boolean(),
  conditional: z
    .strictObject({
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

/**
 * The visibility list as the API takes and answers it (and a configuration file carries it): a JSON
 * array of entries, each one of the page's components, each at most once. Its order is the page's
 * order (decision 063); the fixed components keep their places whatever order they are given in.
 */
export const componentListSchema = z
  .array(componentEntrySchema)
  .max(componentIds.length)
  .superRefine((list, context) => {
    const known = new Set<string>(componentIds);
    const seen = new Set<string>();
    for (const [index, { id }] of list.entries()) {
      const path = [index, "id"];
      if (!known.has(id)) context.addIssue({ code: "custom", path, message: `Unknown component: ${id}` });
      else if (seen.has(id))
        context.addIssue({ code: "custom", path, message: `Component listed twice: ${id}` });
      seen.add(id);
    }
  });
