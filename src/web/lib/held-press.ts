import { publicBoot } from "./public-boot.ts";

/**
 * Starts the page with `start` (React hydrating `/`, a project page's behaviour attached), then presses
 * again the button the visitor pressed while the page's script was still loading (a Menu opened at once
 * on a slow network would otherwise do nothing). React hydrates what the press needs first, in the same
 * task, and then handles it.
 */
export function startThenPressAgain(root: HTMLElement, start: () => void): void {
  const notes = publicBoot();
  const held = notes?.held;
  if (notes) notes.taken = 1;
  start();
  if (held?.isConnected && root.contains(held)) held.click();
}
