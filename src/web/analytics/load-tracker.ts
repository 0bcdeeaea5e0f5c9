import { analyticsMetaName } from "#shared/analytics/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { isSignedInBrowser } from "#web/lib/owner-browser.ts";

/**
 * Loads the tracker (its own small chunk) after the page has loaded and the browser is idle, on the
 * public page and the 404 page when built-in analytics is on, never in the owner's previews
 * (`/admin-preview`, `?preview=1`) nor in a browser signed in to Folio (the server drops those too).
 */
export function loadTracker(data: PageData | null): void {
  if (location.pathname === "/admin-preview" || isSignedInBrowser()) return;
  const on = data
    ? data.siteConfig.analytics.builtIn !== false && !new URLSearchParams(location.search).has("preview")
    : document.querySelector(`meta[name="${analyticsMetaName}"]`) !== null;
  if (!on) return;
  const start = () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      import("./tracker.ts").then((tracker) => tracker.startTracker()).catch(() => undefined);
    });
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
