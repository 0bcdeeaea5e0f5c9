import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import { htmlType, type PreparedBody, prepareBody } from "#server/http/prepared-body.ts";
import { type CacheDependencies, type ChangeScope, isTouched } from "./cache-scope.ts";
import { type SharedRender, sharedRenders } from "./shared-renders.ts";
import "#server/features/auth/auth-types.ts";
import "#server/http/route.ts";

interface CachedAnswer {
  text: string;
  /** The ready-to-send bytes (plain, Brotli, gzip) and ETag, made once when the answer is stored. */
  prepared: Promise<PreparedBody>;
  dependsOn: CacheDependencies;
}

export interface StoreOptions {
  /** HTML unless said otherwise. */
  contentType?: string;
  /** What the answer was made from; everything unless said otherwise (the safe default). */
  dependsOn?: CacheDependencies;
}

/**
 * The one cache of public answers (decision 155): the pages (`/`, projects' pages, `/resume`), the
 * sitemap and the public reads they show, each stored with what it was made from and kept until a
 * write changes that. Every invalidation, however narrow, starts a new generation: an answer is stored
 * only if no invalidation happened since its data was read, so a render that read the data before a
 * write and finished after it can never bring the old answer back.
 */
export class PageCache {
  #answers = new Map<string, CachedAnswer>();
  #generation = 0;
  #listeners: ((scope: ChangeScope) => void)[] = [];
  /** Concurrent misses of one key share one render (see `sharedRenders`). */
  readonly share: SharedRender = sharedRenders();

  /**
   * Called at every invalidation with its scope: the files kept outside this cache (the résumé's PDF,
   * the social cards) drop what that scope touches.
   */
  onInvalidate(listener: (scope: ChangeScope) => void): void {
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
   * Stores `text` read at `generation`; an answer older than the last invalidation is dropped. Its
   * bytes are made at once at fast compression settings, so the first visitors are not kept waiting,
   * then again at the best settings, which replace them.
   */
  set(key: string, text: string, generation: number, options: StoreOptions = {}): void {
    const { contentType = htmlType, dependsOn = "everything" } = options;
    // Stored once: a second store of the same text would compress it all over again.
    if (generation !== this.#generation || this.#answers.get(key)?.text === text) return;
    const answer: CachedAnswer = {
      text,
      prepared: prepareBody(text, contentType, { quick: true }),
      dependsOn,
    };
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

  /** Drops every answer `scope` touches (all of them without a scope) and tells the listeners. */
  invalidate(scope?: ChangeScope): void {
    this.#generation += 1;
    for (const [key, answer] of this.#answers) {
      if (isTouched(answer.dependsOn, scope)) this.#answers.delete(key);
    }
    for (const listener of this.#listeners) listener(scope);
  }
}

const narrowed = new WeakMap<FastifyRequest, ChangeScope>();

/**
 * Narrows the `page` change of this request's write (declared by `effects.changesPage`) to `scope`:
 * a handler that knows its write changed only some projects' own fields (not their address, nor their
 * place in the gallery) calls it, and only the answers made from those projects, and those made from
 * everything, are dropped. Without it, a write changes everything.
 */
export function narrowPageChange(request: FastifyRequest, scope: ChangeScope): void {
  narrowed.set(request, scope);
}

/**
 * Publishes a `page` change on every successful owner write whose route declares that it changes the
 * page (`effects.changesPage`), before its answer is sent, with its scope as payload (the ids go on the
 * wire too): this instance's cache (a subscriber) drops what it touches at once, so the owner's next
 * `GET /` shows the change, and every other instance's within milliseconds (decision 113). A visitor's
 * feedback, a sign-in or an inbox change never changes the page and leaves the cache alone.
 */
export function invalidateOnOwnerWrites(app: FastifyInstance, changes: ChangeBus): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const changesPage = request.routeOptions.config.effects?.changesPage === true;
    if (changesPage && request.owner && reply.statusCode < 400)
      await changes
        .publish("page", narrowed.get(request))
        .catch((error) =>
          request.log.error({ err: error }, "could not tell the other instances of a change"),
        );
    return payload;
  });
}
