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

let worker: Worker | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let lastId = 0;

function stopWorker(): void {
  clearTimeout(idleTimer);
  void worker?.terminate();
  worker = undefined;
}

function startWorker(): Worker {
  const started = newWorker();
  started.unref();
  return started;
}

/** Runs one job on the worker thread; a job over the time limit stops the thread (a new one starts next time). */
function run(job: MarkdownJob): Promise<string> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const thread = worker;
  return new Promise<string>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      thread.off("message", onMessage).off("error", onError).off("exit", onExit);
      idleTimer = setTimeout(stopWorker, idleMs);
      idleTimer.unref();
      settle();
    };
    const timer = setTimeout(() => {
      if (worker === thread) stopWorker();
      finish(() => reject(new MarkdownTooSlowError()));
    }, markdownTimeLimitMs);
    const onMessage = (result: MarkdownResult) => {
      if (result.id !== job.id) return;
      finish(() => ("html" in result ? resolve(result.html) : reject(new Error(result.error))));
    };
    const onError = (error: Error) => {
      if (worker === thread) worker = undefined;
      finish(() => reject(error));
    };
    const onExit = () => onError(new Error("The Markdown worker stopped."));
    thread.on("message", onMessage).on("error", onError).on("exit", onExit);
    thread.postMessage(job);
  });
}

/** The media-library images a write-up names (`/media/…`), with their sizes, looked up here in one call. */
async function mediaSizes(source: string, imageSizes?: ImageSizesLookup): Promise<Record<string, ImageSize>> {
  if (!imageSizes) return {};
  const paths = new Set(Array.from(source.matchAll(/\/media\/[^\s"'()<>[\]?#]+/g), (match) => match[0]));
  if (paths.size === 0) return {};
  return imageSizes(Array.from(paths).slice(0, 200)).catch(() => ({}));
}

/**
 * A project's write-up as safe HTML for the page and the editor's preview (the same code for both),
 * rendered on a worker thread, one write-up at a time, within `markdownTimeLimitMs` (else
 * `MarkdownTooSlowError`). Raw HTML in the source is dropped, never executed; `imageSizes` gives
 * the media library's images their width and height.
 */
export async function renderMarkdown(source: string, options?: RenderMarkdownOptions): Promise<string> {
  const sizes = await mediaSizes(source, options?.imageSizes);
  const job: MarkdownJob = { id: ++lastId, source, sizes };
  const result = queue.then(() => run(job));
  queue = result.catch(() => undefined);
  return result;
}
