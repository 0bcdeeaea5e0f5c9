import type { SiteConfig } from "#shared/site-config/schema.ts";

type Analytics = SiteConfig["analytics"];

/** An ID as it may appear inside a script: letters, digits and dashes only. */
function safeId(value: string): string {
  return /^[A-Za-z0-9-]{1,64}$/.test(value.trim()) ? value.trim() : "";
}

interface ActiveAnalytics {
  ga: string;
  gtm: string;
  hotjar: string;
}

/** The analytics IDs that apply: none unless enableAnalytics is on. */
export function activeAnalytics(analytics: Analytics): ActiveAnalytics | undefined {
  if (!analytics.enableAnalytics) return undefined;
  const active = {
    ga: safeId(analytics.googleAnalyticsId),
    gtm: safeId(analytics.googleTagManagerId),
    hotjar: /^\d{1,12}$/.test(analytics.hotjarId.trim()) ? analytics.hotjarId.trim() : "",
  };
  return active.ga || active.gtm || active.hotjar ? active : undefined;
}

/** Origins the Content-Security-Policy must allow (scripts and beacons) for the active analytics. */
export function analyticsScriptSources(analytics: Analytics): string[] {
  const active = activeAnalytics(analytics);
  if (!active) return [];
  const sources = new Set<string>();
  if (active.ga || active.gtm) {
    sources.add("https://www.googletagmanager.com");
    sources.add("https://www.google-analytics.com");
    sources.add("https://*.google-analytics.com");
    sources.add("https://*.analytics.google.com");
  }
  if (active.hotjar) {
    sources.add("https://static.hotjar.com");
    sources.add("https://script.hotjar.com");
    sources.add("https://*.hotjar.com");
    sources.add("https://*.hotjar.io");
    sources.add("wss://*.hotjar.com");
  }
  return [...sources];
}

/** `/analytics.js`: loads the configured trackers. Same-origin, so it passes a CSP without inline script. */
export function analyticsScript(analytics: Analytics): string {
  const active = activeAnalytics(analytics);
  if (!active) return "/* Analytics are off. */\n";
  return `(function () {
  var ids = ${JSON.stringify(active)};
  function load(src) {
    var script = document.createElement("script");
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
  window.dataLayer = window.dataLayer || [];
  if (ids.ga) {
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag("js", new Date());
    window.gtag("config", ids.ga);
    load("https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(ids.ga));
  }
  if (ids.gtm) {
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    load("https://www.googletagmanager.com/gtm.js?id=" + encodeURIComponent(ids.gtm));
  }
  if (ids.hotjar) {
    window.hj = window.hj || function () { (window.hj.q = window.hj.q || []).push(arguments); };
    window._hjSettings = { hjid: Number(ids.hotjar), hjsv: 6 };
    load("https://static.hotjar.com/c/hotjar-" + ids.hotjar + ".js?sv=6");
  }
})();
`;
}

/** The `<script>` tags the public page's head carries for the current configuration. */
export function pageScriptTags(config: SiteConfig): string {
  const tags: string[] = [];
  if (activeAnalytics(config.analytics)) tags.push(`<script src="/analytics.js" defer></script>`);
  if (config.performance.enableServiceWorker) tags.push(`<script src="/sw-register.js" defer></script>`);
  return tags.join("\n    ");
}
