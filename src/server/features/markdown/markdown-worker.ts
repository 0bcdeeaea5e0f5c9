import { parentPort } from "node:worker_threads";
import { renderMarkdownHere } from "./markdown-pipeline.ts";
import type { ImageSize } from "./markdown-plugins.ts";

/** A write-up to render, with the sizes of the media-library images it names (looked up beforehand). */
export interface MarkdownJob {
  id: number;
  source: string;
  sizes: Record<string, ImageSize>;
}
export type MarkdownResult = { id: number; html: string } | { id: number; error: string };

/** The worker thread of a Markdown lane (render-markdown.ts): renders one job at a time and answers with its HTML. */
parentPort?.on("message", async ({ id, source, sizes }: MarkdownJob) => {
  try {
    const html = await renderMarkdownHere(source, async (src) => sizes[src.split(/[?#]/)[0] ?? src]);
    parentPort?.postMessage({ id, html } satisfies MarkdownResult);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) } satisfies MarkdownResult);
  }
});
