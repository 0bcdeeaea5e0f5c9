/**
 * A mark this browser keeps while someone is signed in to Folio here (the owner or an editor), so the
 * public page's tracker sends nothing from it: the owner's own looking is no visit. The events endpoint
 * drops such beacons anyway (it checks the session); this saves sending them. Nothing identifies
 * anyone: the value is "1", kept in this browser only, and removed at sign-out.
 */
const key = "folio-signed-in";

export function markSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(key, "1");
    else window.localStorage.removeItem(key);
  } catch {
    // Storage off: the server still leaves the visit out.
  }
}

export function isSignedInBrowser(): boolean {
  try {
    return window.localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}
