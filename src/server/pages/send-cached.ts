import type { FastifyReply, FastifyRequest } from "fastify";
import { htmlType, type PreparedBody, prepareBody } from "#server/http/prepared-body.ts";
import { sendPrepared } from "#server/http/send-prepared.ts";
import type { CacheDependencies } from "./cache-scope.ts";
import type { PageCache } from "./page-cache.ts";
import type { PageRenderer } from "./page-renderer.ts";

/** What a module of cached pages is registered with: the renderer, the page cache, and the 500 page. */
export interface CachedPagesOptions {
  renderer: PageRenderer;
  cache: PageCache;
  onError: (request: FastifyRequest, reply: FastifyReply, error: unknown) => unknown;
}

/** A rendered answer and what it was made from; `cacheable: false` sends it once without storing it. */
export interface Rendered {
  text: string;
  dependsOn: CacheDependencies;
  cacheable?: boolean;
}

export interface CachedAnswerOptions<Other> {
  /** The cache's key: the answer's path. */
  key: string;
  /** Renders the answer from fresh data, or answers something else (`otherwise` sends it). */
  render: () => Promise<Rendered | Other>;
  /** Sends what `render` answered when it was not a page (a redirect, a 404). */
  otherwise?: (other: Other) => unknown;
  contentType?: string;
  /** Pages are never stored by other caches without asking. */
  cacheControl?: string;
}

/** The cached answer for `key` once its bytes are ready; undefined when there is none (or it failed). */
async function readyAnswer(cache: PageCache, key: string): Promise<PreparedBody | undefined> {
  try {
    return await cache.prepared(key);
  } catch {
    return undefined;
  }
}

const isRendered = (answer: unknown): answer is Rendered =>
  typeof answer === "object" && answer !== null && "text" in answer && "dependsOn" in answer;

/**
 * How every cached page and file is answered (decision 155): from the cache's ready bytes when it
 * holds `key`; else rendered (concurrent misses share one render), stored with what it depends on
 * unless an invalidation happened since its data was read (the generation), and sent. Answered from
 * ready-made bytes, so the route turns the compression plugin off (`compress: false`).
 */
export async function sendCached<Other = never>(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedAnswerOptions<Other>,
): Promise<unknown> {
  const { key, render, contentType = htmlType, cacheControl = "no-cache" } = options;
  const cached = await readyAnswer(cache, key);
  if (cached) return sendPrepared(request, reply, cached, { cacheControl });
  const generation = cache.generation;
  const answer = await cache.share(key, generation, render);
  if (!isRendered(answer)) return options.otherwise?.(answer as Other);
  if (answer.cacheable !== false) {
    cache.set(key, answer.text, generation, { contentType, dependsOn: answer.dependsOn });
    // Stored by the visitor whose render it was; those who shared it find it stored.
    const stored = cache.get(key) === answer.text ? await readyAnswer(cache, key) : undefined;
    if (stored) return sendPrepared(request, reply, stored, { cacheControl });
  }
  const once = await prepareBody(answer.text, contentType, { quick: true });
  return sendPrepared(request, reply, once, { cacheControl });
}
