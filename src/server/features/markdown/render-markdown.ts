import { createHash } from "node:crypto";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { rootDir } from "#server/paths.ts";
import type { ImageSize } from "./markdown-plugins.ts";
import type { MarkdownJob, MarkdownResult } from "./markdown-worker.ts";

/** The sizes of the media-library images (`/media/…` paths) a write-up names, asked for all at once. */
export type ImageSizesLookup = (paths: string[]) => Promise<Record<string, ImageSize>>;
export type RenderMarkdownOptions = { imageSizes?: ImageSizesLookup };

/**
 * How long one write-up may take to render. A long real one takes well under a second; some short
 * hostile texts (tens of thousands of unclosed `*a` or `[a](`) take the parser minutes, and would
 * stall every visitor if parsed on the server's own thread.
 */
export const markdownTimeLimitMs = 5000;
/** The worker thread is stopped after this long without work, so an idle server holds no parser. */
const idleMs = 30_000;

/** The write-up could not be rendered within `markdownTimeLimitMs`. */
export class MarkdownTooSlowError extends Error {
  constructor() {
    super(
      "This write-up takes too long to turn into a page. Look for a long run of unclosed brackets, asterisks or backticks, or shorten it.",
    );
  }
}

/**
 * The worker thread: the build's script, or under the test runner and `npm run dev` the TypeScript
 * source, loaded through tsx (a worker cannot start from a .ts file itself).
 */
function newWorker(): Worker {
  const options = { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 256 } };
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(join(rootDir, "dist", "server", "markdown-worker.js"), options);
  const source = new URL("./markdown-worker.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * One worker thread and its queue: write-ups render one at a time, each within `markdownTimeLimitMs`;
 * a job over the limit stops the thread (a new one starts with the next job), and the thread stops
 * after `idleMs` without work.
 */
class MarkdownLane {
  #worker: Worker | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  /** How many write-ups this lane has given its thread (the visitors' cache is tested by it). */
  jobs = 0;

  render(job: MarkdownJob): Promise<string> {
    const result = this.#queue.then(() => this.#run(job));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  #stop(): void {
    clearTimeout(this.#idleTimer);
    void this.#worker?.terminate();
    this.#worker = undefined;
  }

  #run(job: MarkdownJob): Promise<string> {
    clearTimeout(this.#idleTimer);
    this.jobs++;
    this.#worker ??= newWorker();
    this.#worker.unref();
    const thread = this.#worker;
    return new Promise<string>((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        thread.off("message", onMessage).off("error", onError).off("exit", onExit);
        this.#idleTimer = setTimeout(() => this.#stop(), idleMs);
        this.#idleTimer.unref();
        settle();
      };
      const timer = setTimeout(() => {
        if (this.#worker === thread) this.#stop();
        finish(() => reject(new MarkdownTooSlowError()));
      }, markdownTimeLimitMs);
      const onMessage = (result: MarkdownResult) => {
        if (result.id !== job.id) return;
        finish(() => ("html" in result ? resolve(result.html) : reject(new Error(result.error))));
      };
      const onError = (error: Error) => {
        if (this.#worker === thread) this.#worker = undefined;
        finish(() => reject(error));
      };
      const onExit = () => onError(new Error("The Markdown worker stopped."));
      thread.on("message", onMessage).on("error", onError).on("exit", onExit);
      thread.postMessage(job);
    });
  }
}

/**
 * Visitors' project pages and the owner's editor render on threads of their own (decision 133): an
 * owner's slow preview or save never holds up a visitor's page.
 */
export const markdownLanes = { visitors: new MarkdownLane(), owner: new MarkdownLane() };

/**
 * The visitors' write-ups by content (the source and its images' sizes): a page rebuilt after an
 * unrelated edit renders nothing again, and visitors arriving together at an unrendered page share one
 * render. A write-up too slow to render is remembered as such for ten minutes (its page shows the
 * plain text at once). Bounded by the characters of the sources it stands for (4 million, about 16 MB with their
 * HTML), the least recently used forgotten first.
 */
const visitorsCache = new Map<string, { html: Promise<string>; weight: number }>();
const visitorsCacheMaxChars = 4_000_000;
/** How long a write-up found too slow is refused at once before it is tried again. */
const tooSlowKeptMs = 10 * 60_000;
let visitorsCacheChars = 0;

function remember(key: string, html: Promise<string>, weight: number): void {
  visitorsCache.set(key, { html, weight });
  visitorsCacheChars += weight;
  for (const [oldest, entry] of visitorsCache) {
    if (visitorsCacheChars <= visitorsCacheMaxChars || oldest === key) break;
    visitorsCache.delete(oldest);
    visitorsCacheChars -= entry.weight;
  }
}

function forget(key: string, html: Promise<string>): void {
  const entry = visitorsCache.get(key);
  if (entry?.html !== html) return;
  visitorsCache.delete(key);
  visitorsCacheChars -= entry.weight;
}

let lastId = 0;

/** The media-library images a write-up names (`/media/…`), with their sizes, looked up here in one call. */
async function mediaSizes(source: string, imageSizes?: ImageSizesLookup): Promise<Record<string, ImageSize>> {
  if (!imageSizes) return {};
  const paths = new Set(Array.from(source.matchAll(/\/media\/[^\s"'()<>[\]?#]+/g), (match) => match[0]));
  if (paths.size === 0) return {};
  return imageSizes(Array.from(paths).slice(0, 200)).catch(() => ({}));
}

/**
 * A project's write-up as safe HTML for a visitor's page, rendered on the visitors' thread within
 * `markdownTimeLimitMs` (else `MarkdownTooSlowError`) and remembered by content. Raw HTML in the
 * source is dropped, never executed; `imageSizes` gives the media library's images their width and
 * height.
 */
export async function renderMarkdown(source: string, options?: RenderMarkdownOptions): Promise<string> {
  const sizes = await mediaSizes(source, options?.imageSizes);
  const key = createHash("sha256")
    .update(JSON.stringify([source, sizes]))
    .digest("base64url");
  const known = visitorsCache.get(key);
  if (known) {
    // Used again: it becomes the newest.
    visitorsCache.delete(key);
    visitorsCache.set(key, known);
    return known.html;
  }
  const html = markdownLanes.visitors.render({ id: ++lastId, source, sizes });
  remember(key, html, source.length);
  // A write-up too slow to render is remembered failing for a while (a busy machine may have made it
  // slow); a stopped thread is tried again at once.
  html.catch((error: unknown) => {
    if (error instanceof MarkdownTooSlowError) setTimeout(() => forget(key, html), tooSlowKeptMs).unref();
    else forget(key, html);
  });
  return html;
}

/**
 * The same HTML for the owner's editor (the preview, and the check before a write-up is saved), on
 * the owner's thread, never remembered: previews change at every keystroke.
 */
export async function renderMarkdownForOwner(
  source: string,
  options?: RenderMarkdownOptions,
): Promise<string> {
  const sizes = await mediaSizes(source, options?.imageSizes);
  return markdownLanes.owner.render({ id: ++lastId, source, sizes });
}
