import type { ToastPosition } from "react-hot-toast";

/** The one id every result toast shares, so a success replaces an earlier error instead of stacking. */
export const resultToast = "feedback-result";

/**
 * Where the result toast goes: at the edge of the window away from the form's Send button, so it
 * never covers the button (on a phone the form fills the screen and the button sits near one edge).
 */
export function toastPlacement(form: HTMLFormElement): ToastPosition {
  const button = form.querySelector<HTMLElement>("button[type=submit]");
  if (!button) return "bottom-center";
  const box = button.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? "top-center" : "bottom-center";
}
