import { analyticsMetaName } from "#shared/analytics/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";

/**
 * Loads the tracker (its own small chunk) after the page has loaded and the browser is idle, on the
 * public page and the 404 page when built-in analytics is on, never in the owner's preview.
 */
export function loadTracker(data: PageData | null): void {
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
