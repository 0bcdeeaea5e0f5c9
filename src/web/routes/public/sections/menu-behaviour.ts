import { handleOpenMenuKey } from "./menu-keys.ts";

/**
 * The server-rendered header's menu on a page that React does not hydrate (a project's page): opens
 * with MENU, focuses CLOSE, keeps the focus inside, closes with MENU, CLOSE, the backdrop or Escape
 * and gives the focus back, as `Navbar` and `MenuOverlay` do on `/`. Its links lead to `/`'s sections.
 */
export function enhanceMenu(root: ParentNode): void {
  const trigger = root.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]');
  const overlay = root.querySelector<HTMLElement>("#site-menu");
  const panel = overlay?.querySelector<HTMLElement>("[data-menu-panel]");
  const header = trigger?.closest("header");
  if (!trigger || !overlay || !panel || !header) return;

  const onKey = (event: KeyboardEvent) => handleOpenMenuKey(event, panel, close);
  const setOpen = (open: boolean) => {
    header.dataset.open = String(open);
    overlay.dataset.open = String(open);
    overlay.setAttribute("aria-hidden", String(!open));
    overlay.inert = !open;
    trigger.setAttribute("aria-expanded", String(open));
  };
  function close() {
    if (overlay?.dataset.open !== "true") return;
    setOpen(false);
    document.removeEventListener("keydown", onKey);
    trigger?.focus({ preventScroll: true });
  }
  trigger.addEventListener("click", () => {
    if (overlay.dataset.open === "true") return;
    setOpen(true);
    overlay.querySelector<HTMLElement>("[data-menu-focus]")?.focus({ preventScroll: true });
    document.addEventListener("keydown", onKey);
  });
  for (const button of overlay.querySelectorAll("[data-menu-close]")) button.addEventListener("click", close);
  // Back to this page from the history, with the menu left open by a link: it is closed again.
  addEventListener("pageshow", (event) => {
    if (event.persisted) close();
  });
}
