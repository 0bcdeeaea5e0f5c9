/** What the public page's boot script (`web/boot/public-boot.ts`) leaves in `window.folioBoot`. */
export interface PublicBoot {
  /** The last `type="button"` button pressed before the page's script started: without script it did nothing. */
  held: HTMLButtonElement | null;
  /** Set once the page's script has taken the note: the boot script stops noting. */
  taken: 0 | 1;
  /** The parts of `root` the web fonts come in by, one at a time (decision 127). */
  parts(root: Element | null): Element[];
}

/** The boot script's notes and helpers; none under a page without it. */
export function publicBoot(): PublicBoot | undefined {
  return (window as { folioBoot?: PublicBoot }).folioBoot;
}
