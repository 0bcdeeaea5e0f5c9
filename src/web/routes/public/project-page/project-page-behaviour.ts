import { enhanceMenu } from "../sections/menu-behaviour.ts";
import { enhanceCodeCopy } from "../writing/code-copy.ts";
import { markReturning } from "./gallery-return.ts";
import { enhanceLightbox } from "./lightbox.ts";

/** Set on the page's root once its behaviour is attached. */
export const projectPageLiveAttribute = "data-live";

/**
 * What a project's server-rendered page does in the browser (decision 126), without React: the menu,
 * the gallery's lightbox, "Back to projects" returning to where the visitor was in `/`'s gallery, and
 * pictures that fail to load giving way to the name or a drawn placeholder.
 */
export function enhanceProjectPage(root: HTMLElement): void {
  enhanceMenu(root);
  enhanceLightbox(root);
  // A post's page (decision 159) is served with this entry too: its code blocks get a Copy button.
  enhanceCodeCopy(root);
  root.querySelector("[data-gallery-back]")?.addEventListener("click", () => markReturning());
  for (const fallback of root.querySelectorAll<HTMLTemplateElement>("template[data-image-fallback]")) {
    const image = fallback.previousElementSibling;
    if (image instanceof HTMLImageElement) whenImageFails(image, () => image.replaceWith(fallback.content));
  }
  for (const logo of root.querySelectorAll<HTMLImageElement>("img[data-brand-logo]")) {
    // The name beside the logo was hidden from assistive technology while the logo (alt: the name) was there.
    whenImageFails(logo, () => {
      logo.nextElementSibling?.removeAttribute("aria-hidden");
      logo.remove();
    });
  }
  root.setAttribute(projectPageLiveAttribute, "");
}

/** Runs `fail` once if `image` fails to load, or failed already (before this script ran). */
function whenImageFails(image: HTMLImageElement, fail: () => void): void {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) fail();
  else image.addEventListener("error", fail, { once: true });
}
