/**
 * Folio's own cookieless tracker (decision 064): no cookies, no storage, no identifiers. It batches
 * the events of one page visit and sends them to `/api/events` with `sendBeacon` (fetch `keepalive`
 * as fallback) every few seconds and when the page is hidden; it never waits on a click. What it
 * counts is marked on the page with `data-track*` attributes; sections are the page's `section[id]`.
 */
type Event = Record<string, string | undefined>;

export function startTracker(): void {
  const queue: Event[] = [];
  const done = new Set<string>();
  const cut = (value: string | null | undefined, max: number) => value?.slice(0, max) || undefined;
  const add = (n: string, p?: string | null, t?: string | null, s?: string | null) =>
    queue.push({ n, p: cut(p, 64), t: cut(t, 60), s: cut(s, 40) });

  const send = () => {
    while (queue.length) {
      const body = JSON.stringify({ w: innerWidth, e: queue.splice(0, 50) });
      if (!navigator.sendBeacon?.("/api/events", new Blob([body], { type: "application/json" })))
        fetch("/api/events", {
          method: "POST",
          body,
          keepalive: true,
          headers: { "content-type": "application/json" },
        }).catch(() => undefined);
    }
  };

  const query = new URLSearchParams(location.search);
  const ownPage = document.querySelector<HTMLElement>("[data-track-page]")?.dataset;
  queue.push({
    n: "view",
    u: cut(location.pathname, 200),
    r: cut(document.referrer, 500),
    us: cut(query.get("utm_source"), 100),
    um: cut(query.get("utm_medium"), 100),
    uc: cut(query.get("utm_campaign"), 100),
    // A page of its own names whose it is: a project's (decision 105) or a post's (`k`).
    p: cut(ownPage?.trackPage, 64),
    k: ownPage?.trackPageKind,
  });

  addEventListener(
    "click",
    (event) => {
      const element = (event.target as Element | null)?.closest?.<HTMLElement>("[data-track],a[href]");
      if (!element) return;
      const data = element.dataset;
      if (data.track) add(data.track, data.trackProject, data.trackTarget);
      else {
        const href = element.getAttribute("href") ?? "";
        const social = /^mailto:/.test(href)
          ? "email"
          : /\/\/(?:[\w-]+\.)?(linkedin|github|instagram|twitter|x)\.com/.exec(href)?.[1];
        if (/resume|cv\b/i.test(href) || element.hasAttribute("download")) add("resume");
        else if (social) add("social_link", null, social === "x" ? "twitter" : social);
        else return;
      }
      // A link may leave the page: its event goes now, without holding the click.
      if (element.tagName === "A") send();
    },
    true,
  );

  addEventListener(
    "play",
    (event) => {
      const card = (event.target as Element).closest?.<HTMLElement>("[data-track-view]");
      if (card) add("video_play", card.dataset.trackProject);
    },
    true,
  );

  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        const element = target as HTMLElement;
        const key = element.dataset.trackProject ?? element.id;
        if (!isIntersecting || done.has(key)) continue;
        done.add(key);
        observer.unobserve(element);
        if (element.dataset.trackView) add(element.dataset.trackView, key);
        else add("section", null, null, key);
      }
    },
    { rootMargin: "0px 0px -35% 0px" },
  );
  // Cards appear later (filters, pages): looked for again at every tick.
  const scan = () => {
    for (const element of document.querySelectorAll("[data-track-view],main section[id]"))
      observer.observe(element);
  };

  scan();
  setInterval(() => {
    scan();
    send();
  }, 5_000);
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  addEventListener("pagehide", send);
  send();
}
