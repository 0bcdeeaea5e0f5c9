/**
 * The intro (the loader) plays once per browser session. This script runs in the page's head before
 * the first paint: on a reload or a return within the session it marks `<html data-intro="seen">`, and
 * the loader's stylesheet never shows it; on the first visit it only remembers the visit. The server
 * serves it as a small same-origin file (`pages/intro-gate.ts`), so the CSP needs no inline exception.
 */
export const introSeenKey = "folio:intro-seen";

/** The value of `<html data-intro>` when the intro already played in this session. */
export const introSeen = "seen";

export const introGateScript = `try{var s=sessionStorage,k="${introSeenKey}";if(s.getItem(k))document.documentElement.dataset.intro="${introSeen}";else s.setItem(k,"1")}catch(e){}`;
