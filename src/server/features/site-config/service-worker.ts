/** Marks the worker's own requests so they are not counted as page views. */
export const serviceWorkerHeader = "x-folio-sw";

/**
 * `/sw.js` while enableServiceWorker is on: precaches the page and its built assets, answers the page
 * network-first (cached copy when offline) and static files cache-first. Never touches /api or the admin.
 * Only `/` with no query is the page: `/?preview=1` (the owner's drafts) and any other query go to the
 * network untouched, so a draft is never stored under `/` nor shown offline to anyone.
 */
export function serviceWorkerScript(cacheVersion: string): string {
  return `const CACHE = ${JSON.stringify(`folio-${cacheVersion}`)};
const STATIC = /^\\/(assets|media|images)\\/|\\.(?:woff2?|png|jpe?g|webp|avif|gif|svg|ico|pdf)$/;

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch("/", { cache: "no-store", headers: { "${serviceWorkerHeader}": "1" } });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put("/", page);
  const assets = [...new Set(html.match(/\\/assets\\/[^"'\\s)]+/g) || [])];
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("folio-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put("/", response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match("/");
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (url.pathname === "/" && url.search === "") event.respondWith(networkFirst(request));
    return;
  }
  if (STATIC.test(url.pathname)) event.respondWith(cacheFirst(request));
});
`;
}

/** `/sw.js` while the worker is off: replaces an earlier worker, clears its caches and unregisters. */
export const retiredServiceWorkerScript = `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("folio-")).map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;

/** The Trusted Types policy `/sw-register.js` creates: the strict CSP allows it by name. */
export const serviceWorkerPolicyName = "folio-sw";

/**
 * `/sw-register.js`: registers the worker once the page has loaded. Under the strict CSP (Trusted
 * Types) the worker's URL goes through a policy of its own, which allows `/sw.js` and nothing else,
 * so the registration does not depend on when the page's script installs the site's default policy
 * (it loads after the first paint, possibly after the load event).
 */
export const serviceWorkerRegistration = `if ("serviceWorker" in navigator) {
  window.addEventListener("load", function () {
    var url = "/sw.js";
    if (window.trustedTypes && window.trustedTypes.createPolicy) {
      url = window.trustedTypes
        .createPolicy(${JSON.stringify(serviceWorkerPolicyName)}, {
          createScriptURL: function (input) {
            if (input !== "/sw.js") throw new TypeError("Only the site's service worker may be registered");
            return input;
          },
        })
        .createScriptURL(url);
    }
    navigator.serviceWorker.register(url).catch(function (error) {
      console.warn("Service worker registration failed:", error);
    });
  });
}
`;
