import type { FastifyInstance } from "fastify";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import { htmlType, type PreparedBody, prepareBody } from "#server/http/prepared-body.ts";
import "#server/features/auth/auth-types.ts";
import "#server/http/route.ts";

interface CachedAnswer {
  text: string;
  /** The ready-to-send bytes (plain, Brotli, gzip) and ETag, made once when the answer is stored. */
  prepared: Promise<PreparedBody>;
}

/**
 * Rendered public pages and the public reads they show, kept until an owner write changes them. Every
 * invalidation starts a new generation: an answer is stored only if no invalidation happened since its
 * data was read, so a render that read the data before a write and finished after it can never bring
 * the old answer back.
 */
export class PageCache {
  #answers = new Map<string, CachedAnswer>();
  #generation = 0;
  #listeners: (() => void)[] = [];

  /** Called at every invalidation (what is made from the page's content follows it: the résumé). */
  onInvalidate(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** Take this before reading the page's data; hand it back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /** The stored text of `key`. */
  get(key: string): string | undefined {
    return this.#answers.get(key)?.text;
  }

  /** The stored answer of `key` as ready-to-send bytes. */
  prepared(key: string): Promise<PreparedBody> | undefined {
    return this.#answers.get(key)?.prepared;
  }

  /**
   * Stores `text` (HTML unless `contentType` says otherwise) read at `generation`; an answer older than
   * the last invalidation is dropped. Its bytes are made at once at fast compression settings, so the
   * first visitors are not kept waiting, then again at the best settings, which replace them.
   */
  set(key: string, text: string, generation: number, contentType = htmlType): void {
    // Stored once: a second store of the same text would compress it all over again.
    if (generation !== this.#generation || this.#answers.get(key)?.text === text) return;
    const answer: CachedAnswer = { text, prepared: prepareBody(text, contentType, { quick: true }) };
    this.#answers.set(key, answer);
    answer.prepared
      .then(() => prepareBody(text, contentType))
      .then((best) => {
        if (this.#answers.get(key) === answer) answer.prepared = Promise.resolve(best);
      })
      // A failed compression forgets the answer (the next request makes it again) instead of breaking it.
      .catch(() => {
        if (this.#answers.get(key) === answer) this.#answers.delete(key);
      });
  }

  invalidate(): void {
    this.#generation += 1;
    this.#answers.clear();
    for (const listener of this.#listeners) listener();
  }
}

/**
 * Publishes a `page` change on every successful owner write whose route declares that it changes the
 * page (`effects.changesPage`), before its answer is sent: this instance's cache (a subscriber) is
 * cleared at once, so the owner's next `GET /` shows the change, and every other instance's within
 * milliseconds (decision 113). A visitor's feedback, a sign-in or an inbox change never changes the
 * page and leaves the cache alone.
 */
export function invalidateOnOwnerWrites(app: FastifyInstance, changes: ChangeBus): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const changesPage = request.routeOptions.config.effects?.changesPage === true;
    if (changesPage && request.owner && reply.statusCode < 400)
      await changes
        .publish("page")
        .catch((error) =>
          request.log.error({ err: error }, "could not tell the other instances of a change"),
        );
    return payload;
  });
}
