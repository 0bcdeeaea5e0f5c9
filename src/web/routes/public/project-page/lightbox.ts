import { lockPageScroll } from "#web/components/public/page-scroll-lock.ts";

/**
 * The server-rendered gallery's lightbox (`ProjectGallery`): a picture's link opens it at that picture
 * (a click with a modifier key still opens the file), the arrow keys and the buttons move round the
 * pictures, Escape, the close button or a click beside the picture closes it, and the focus returns to
 * the picture it came from. The page behind holds still meanwhile.
 */
export function enhanceLightbox(root: ParentNode): void {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  if (!dialog) return;
  const triggers = [...root.querySelectorAll<HTMLAnchorElement>("a[data-lightbox-open]")];
  const figures = [...dialog.querySelectorAll<HTMLElement>("[data-lightbox-image]")];
  let shown = 0;
  let openedFrom = 0;
  let unlock: (() => void) | null = null;

  const show = (index: number) => {
    shown = (index + figures.length) % figures.length;
    figures.forEach((figure, at) => {
      figure.hidden = at !== shown;
    });
  };
  const close = () => {
    if (!dialog.open) return;
    dialog.close();
    unlock?.();
    unlock = null;
    triggers[openedFrom]?.focus();
  };

  triggers.forEach((trigger, index) => {
    trigger.addEventListener("click", (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      openedFrom = index;
      show(index);
      unlock = lockPageScroll();
      dialog.showModal();
    });
  });
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    close();
  });
  // The arrow keys go the way the page reads: on a right-to-left page, the left arrow is "next".
  const forward = document.documentElement.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
  dialog.addEventListener("keydown", (event) => {
    if (event.key === forward) show(shown + 1);
    if (event.key === backward) show(shown - 1);
  });
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) close();
  });
  dialog.querySelector("[data-lightbox-close]")?.addEventListener("click", close);
  for (const button of dialog.querySelectorAll<HTMLElement>("[data-lightbox-step]")) {
    button.addEventListener("click", () => show(shown + Number(button.dataset.lightboxStep)));
  }
}
