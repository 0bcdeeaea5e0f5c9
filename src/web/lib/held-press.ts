/** What the public page's boot script (`server/pages/public-boot.ts`) notes until the page's script starts. */
interface PublicBootNotes {
  /** The last `type="button"` button pressed before hydration: without script it did nothing. */
  held: HTMLButtonElement | null;
  /** Set once the page's script has taken the note: the boot script stops noting. */
  taken: 0 | 1;
}

/**
 * Starts the page with `start` (React hydrating `/`, a project page's behaviour attached), then presses
 * again the button the visitor pressed while the page's script was still loading (a Menu opened at once
 * on a slow network would otherwise do nothing). React hydrates what the press needs first, in the same
 * task, and then handles it.
 */
export function startThenPressAgain(root: HTMLElement, start: () => void): void {
  const notes = (window as { folioBoot?: PublicBootNotes }).folioBoot;
  const held = notes?.held;
  if (notes) notes.taken = 1;
  start();
  if (held?.isConnected && root.contains(held)) held.click();
}
