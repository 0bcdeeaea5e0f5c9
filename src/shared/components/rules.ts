/**
 * The component visibility list without any validation library, so the public page's bundle stays
 * small. `components.ts` adds the zod schema for the API and re-exports all of this.
 */

/** The page's components, in page order. Each can be hidden through the visibility list. */
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

export interface ComponentEntry {
  id: string;
  isActive: boolean;
  conditional?: { minWidth: number };
}

/** The scroll-slide section's default minimum window width. */
export const defaultScrollSlideMinWidth = 550;

export const defaultComponents: ComponentEntry[] = componentIds.map((id) =>
  id === "scroll-slide"
    ? { id, isActive: true, conditional: { minWidth: defaultScrollSlideMinWidth } }
    : { id, isActive: true },
);

/** An entry that is missing, or whose isActive is not false, counts as shown: hiding is explicit. */
export function isComponentShown(list: readonly ComponentEntry[], id: string): boolean {
  const entry = list.find((item) => item.id === id);
  return entry?.isActive !== false;
}

/** The minimum window width an entry requires, if any. */
export function componentMinWidth(list: readonly ComponentEntry[], id: string): number | undefined {
  return list.find((item) => item.id === id)?.conditional?.minWidth;
}
