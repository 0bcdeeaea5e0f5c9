import { z } from "zod";

/** The page's components, in page order (spec §2/§3). Each can be hidden through the visibility list. */
export const componentIds = [
  "stars",
  "loader",
  "navbar",
  "home",
  "about",
  "services",
  "about-explain",
  "scroll-slide",
  "experience",
  "testimonials",
  "contact",
  "footer",
] as const;

export type ComponentId = (typeof componentIds)[number];

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
});

export const componentListSchema = z.array(componentEntrySchema).max(100);

export type ComponentEntry = z.infer<typeof componentEntrySchema>;

/** The scroll-slide section's default minimum window width (spec §9). */
export const defaultScrollSlideMinWidth = 550;

export const defaultComponents: ComponentEntry[] = componentIds.map((id) =>
  id === "scroll-slide"
    ? { id, isActive: true, conditional: { minWidth: defaultScrollSlideMinWidth } }
    : { id, isActive: true },
);

/** Spec §3: an entry that is missing, or whose isActive is not false, counts as shown. */
export function isComponentShown(list: readonly ComponentEntry[], id: string): boolean {
  const entry = list.find((item) => item.id === id);
  return entry?.isActive !== false;
}

/** The minimum window width an entry requires, if any. */
export function componentMinWidth(list: readonly ComponentEntry[], id: string): number | undefined {
  return list.find((item) => item.id === id)?.conditional?.minWidth;
}
