import type { FastifyInstance } from "fastify";
import "#server/features/auth/auth-types.ts";
import "#server/http/route.ts";

/**
 * Rendered public pages, kept until an owner write changes what they show. Every invalidation starts a
 * new generation: a page is stored only if no invalidation happened since its render began, so a render
 * that read the data before a write and finished after it can never bring the old page back.
 */
export class PageCache {
  #pages = new Map<string, string>();
  #generation = 0;

  /** Take this before reading the page's data; hand it back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): string | undefined {
    return this.#pages.get(key);
  }

  /** Stores `html` rendered from data read at `generation`; a page older than the last invalidation is dropped. */
  set(key: string, html: string, generation: number): void {
    if (generation === this.#generation) this.#pages.set(key, html);
  }

  invalidate(): void {
    this.#generation += 1;
    this.#pages.clear();
  }
}

/**
 * Clears the cache on every successful owner write whose route declares that it changes the page
 * (`effects.changesPage`), before its answer is sent, so the owner's next `GET /` shows the change. A
 * visitor's feedback, a sign-in or an inbox change never changes the page and leaves the cache alone.
 */
export function invalidateOnOwnerWrites(app: FastifyInstance, cache: PageCache): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const changesPage = request.routeOptions.config.effects?.changesPage === true;
    if (changesPage && request.owner && reply.statusCode < 400) cache.invalidate();
    return payload;
  });
}
