import { ownerScriptFacesPath } from "#shared/page/web-fonts.ts";

/**
 * Links the stylesheet of every face of the site's other scripts (the owner area and its live preview:
 * their texts come after the page is made, so the server cannot name the characters in advance). The
 * browser fetches a font file only for characters a screen shows.
 */
export function linkScriptFaces(): void {
  if (document.querySelector(`link[href="${ownerScriptFacesPath}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = ownerScriptFacesPath;
  document.head.append(link);
}
