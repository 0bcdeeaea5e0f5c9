/**
 * The intro (the loader) plays once per browser session. The public page's boot script
 * (`web/boot/public-boot.ts`) runs in the head before the first paint: on a reload or a return
 * within the session it marks `<html data-intro="seen">`, and the loader's stylesheet never shows
 * the intro; on the first visit it only remembers the visit.
 */
export const introSeenKey = "folio:intro-seen";

/** The value of `<html data-intro>` when the intro already played in this session. */
export const introSeen = "seen";
