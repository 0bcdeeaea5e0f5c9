// First, before any module that writes to the DOM is evaluated (imports run in this order).
import "./lib/trusted-types.ts";
import { loadTracker } from "./analytics/load-tracker.ts";
import { letWebFontsIn } from "./lib/web-fonts.ts";

/**
 * A server-rendered page with nothing to hydrate: the résumé (`/resume`) and the 404 page. Its
 * markup works as sent; this small entry lets the web fonts in and starts the built-in analytics
 * (the head's analytics mark says whether the visit is counted). No React.
 */
letWebFontsIn();
loadTracker(null);
