import { type RefObject, useEffect } from "react";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container` while `active`. */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Tab" || !element) return;
      const items = [...element.querySelectorAll<HTMLElement>(focusable)].filter(
        (item) => item.offsetParent !== null || item === document.activeElement,
      );
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && (document.activeElement === first || !element.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !element.contains(document.activeElement))
      ) {
        event.preventDefault();
        first.focus();
      }
    }
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [container, active]);
}
