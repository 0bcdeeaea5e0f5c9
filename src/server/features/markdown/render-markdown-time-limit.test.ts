import { describe, expect, it } from "vitest";
import {
  MarkdownTooSlowError,
  markdownLanes,
  markdownTimeLimitMs,
  renderMarkdown,
} from "./render-markdown.ts";

describe("renderMarkdown's time limit", () => {
  it(
    "stops a write-up that would take the parser minutes, while the server's own thread keeps turning",
    async () => {
      // 50,000 `*a` take the Markdown parser over a minute: it runs on the worker thread, not this one.
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const started = Date.now();
      const outcome = await renderMarkdown("*a".repeat(50_000)).catch((error: unknown) => error);
      clearInterval(ticker);
      expect(outcome).toBeInstanceOf(MarkdownTooSlowError);
      expect((outcome as Error).message).toMatch(/takes too long/);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(markdownTimeLimitMs - 50);
      expect(elapsed).toBeLessThan(markdownTimeLimitMs + 5000);
      // A blocked thread would not have ticked at all; this one ticked through the wait.
      expect(ticks).toBeGreaterThan(markdownTimeLimitMs / 10 / 4);

      // The same write-up again is known to be too slow: refused at once, its thread not asked.
      const jobs = markdownLanes.visitors.jobs;
      await expect(renderMarkdown("*a".repeat(50_000))).rejects.toBeInstanceOf(MarkdownTooSlowError);
      expect(markdownLanes.visitors.jobs).toBe(jobs);

      // The next write-up renders on a fresh worker.
      expect(await renderMarkdown("**after**")).toContain("<strong>after</strong>");
    },
    markdownTimeLimitMs + 20_000,
  );

  it("renders write-ups one after another, each with its own answer", async () => {
    const html = await Promise.all(["# One", "# Two", "# Three"].map((source) => renderMarkdown(source)));
    expect(html.map((part) => /<h2 id="([^"]+)"/.exec(part)?.[1])).toEqual(["one", "two", "three"]);
  });
});
