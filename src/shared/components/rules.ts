/**
 * The component visibility list without any validation library, so the public page's bundle stays
 * small. `components.ts` adds the zod schema for the API and re-exports all of this.
 */

/** The page's components, in the specification's page order. Each can be hidden through the visibility list. */
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
  "writing",
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

// Pure, so a bundle that does not use the defaults leaves them out.
export const defaultComponents: ComponentEntry[] = /* @__PURE__ */ componentIds.map((id) =>
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

/**
 * Components whose place is fixed by what they are (decision 063): the star background, the loader
 * and the navigation bar come first, the footer last. The others are the page's sections, which the
 * owner puts in any order; the projects gallery follows the experience section wherever it goes.
 */
export const fixedComponentsFirst = ["stars", "loader", "navbar"] as const;
export const fixedComponentsLast = ["footer"] as const;
const fixed = new Set<string>([...fixedComponentsFirst, ...fixedComponentsLast]);

/** Whether the owner can move this component. */
export function isReorderable(id: string): boolean {
  return !fixed.has(id) && (componentIds as readonly string[]).includes(id);
}

/** The section the projects gallery follows, wherever the owner puts it. */
export const galleryFollows = "experience";

/**
 * Every component in page order, from a list in the owner's order: the fixed ones at their places,
 * the sections in the order the list gives them, and a section the list leaves out (it counts as
 * shown) after the one it follows in the specification's order.
 */
export function pageOrder(list: readonly Pick<ComponentEntry, "id">[]): ComponentId[] {
  const movable = componentIds.filter((id) => isReorderable(id));
  const order: ComponentId[] = [];
  for (const { id } of list)
    if (isReorderable(id) && !order.includes(id as ComponentId)) order.push(id as ComponentId);
  for (const id of movable) {
    if (order.includes(id)) continue;
    const before = movable
      .slice(0, movable.indexOf(id))
      .reverse()
      .find((other) => order.includes(other));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  }
  return [...fixedComponentsFirst, ...order, ...fixedComponentsLast];
}

/** The list in page order (entries it lacks are not added: missing still means shown). */
export function inPageOrder<T extends Pick<ComponentEntry, "id">>(list: readonly T[]): T[] {
  const order: string[] = pageOrder(list);
  return [...list].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** The configuration's older switches for two components (the specification's `layout` fields). */
interface LayoutSwitches {
  showStars: boolean;
  showLoader: boolean;
}

/**
 * Whether a component is on: its entry in the list, and for the stars and the loader also the
 * configuration's `layout.showStars` / `layout.showLoader`, which the specification keeps. The admin
 * shows one switch per component and writes both; the public page asks only this (decision 063).
 */
export function isComponentOn(list: readonly ComponentEntry[], layout: LayoutSwitches, id: string): boolean {
  if (id === "stars" && !layout.showStars) return false;
  if (id === "loader" && !layout.showLoader) return false;
  return isComponentShown(list, id);
}
