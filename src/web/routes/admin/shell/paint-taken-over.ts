/** Set by the owner entry just before the dashboard takes the place of its server paint (decision 125). */
let takingOver = false;

export function markTakingOverPaint(): void {
  takingOver = true;
}

/**
 * True once, for the dashboard that takes the place of the server's paint: its first tab is already on
 * screen, so it does not fade in again (which would flicker, and paint its largest text a second time).
 */
export function takesOverPaint(): boolean {
  const was = takingOver;
  takingOver = false;
  return was;
}
