import type { Page, Request } from "@playwright/test";

/**
 * Follows a page's requests to Folio's API (not its live-update stream, which stays open), so a journey
 * can wait until every one asked so far has its answer: what `waitForLoadState("networkidle")` stood for,
 * without its fixed half second of quiet after the last request.
 */
export function followApiRequests(page: Page): { settled(): Promise<void> } {
  const open = new Set<Request>();
  const isApi = (request: Request) =>
    new URL(request.url()).pathname.startsWith("/api/") && request.resourceType() !== "eventsource";
  page.on("request", (request) => {
    if (isApi(request)) open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return {
    async settled() {
      // Two frames first: what the page asks for as it renders the answers it has is asked by then.
      for (;;) {
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        if (open.size === 0) return;
        await page.waitForEvent("requestfinished", { timeout: 10_000 }).catch(() => undefined);
      }
    },
  };
}
