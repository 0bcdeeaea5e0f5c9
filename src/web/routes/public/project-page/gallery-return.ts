import { type GalleryReturn, galleryReturnKey } from "#shared/projects/project-page.ts";

/**
 * Where "Back to projects" returns to: `/` keeps its gallery's filter, page and scroll here (this tab
 * only) when a project opens; the project page's link then asks `/` to restore them.
 */
export function keepGalleryPlace(place: GalleryReturn): void {
  try {
    sessionStorage.setItem(galleryReturnKey, JSON.stringify({ ...place, returning: false }));
  } catch {
    // Storage refused (private mode, quota): the link leads to the gallery's top instead.
  }
}

/** Marks the place `/` kept (if any) as the one to return to. */
export function markReturning(): boolean {
  try {
    const kept = sessionStorage.getItem(galleryReturnKey);
    if (!kept) return false;
    sessionStorage.setItem(galleryReturnKey, JSON.stringify({ ...JSON.parse(kept), returning: true }));
    return true;
  } catch {
    return false;
  }
}

/** The place to restore on `/` when the visitor came back through "Back to projects" (read once). */
export function takeGalleryReturn(): GalleryReturn | null {
  try {
    const kept = sessionStorage.getItem(galleryReturnKey);
    if (!kept) return null;
    const place = JSON.parse(kept) as GalleryReturn & { returning?: boolean };
    if (!place.returning) return null;
    sessionStorage.removeItem(galleryReturnKey);
    return typeof place.category === "string" && Number.isFinite(place.scrollY) ? place : null;
  } catch {
    return null;
  }
}
