import { describe, expect, it } from "vitest";
import { expectInert } from "#test/expect-inert.ts";
import { maxNesting } from "./limit-nesting.ts";
import { renderMarkdown } from "./render-markdown.ts";
import { xssCorpus } from "./xss-corpus.ts";

describe("renderMarkdown: the XSS corpus renders inert", () => {
  for (const [name, source] of Object.entries(xssCorpus)) {
    it(name, async () => {
      const html = await renderMarkdown(source);
      expectInert(html);
    });
  }

  it("checks the checker: unsafe output fails it", () => {
    expect(() => expectInert('<a href=" java\tscript:alert(1)">x</a>')).toThrow();
    expect(() => expectInert('<img src="x" onerror="alert(1)">')).toThrow();
    expect(() => expectInert("<svg></svg>")).toThrow();
    expect(() => expectInert('<a href="&#x6A;avascript:alert(1)">x</a>')).toThrow();
    expect(() => expectInert('<p class="x">y</p>')).toThrow();
  });

  it("keeps the text of dropped raw HTML's markdown neighbours", async () => {
    const html = await renderMarkdown('<div onclick="alert(1)">\n\n**bold**\n\n</div>');
    expect(html).toContain("<strong>bold</strong>");
  });

  it("shows code as text, escaped", async () => {
    const html = await renderMarkdown("```html\n<script>alert(1)</script>\n```");
    expect(html).toContain("&#x3C;");
    expect(html).toContain("alert(1)");
  });
});

describe("renderMarkdown: bounded on hostile shapes", () => {
  const deep = {
    "50,000 nested quotes": `${">".repeat(50_000)} deep`,
    "nested quotes with spaces": `${"> ".repeat(40_000)}deep`,
    "deeply indented lists": Array.from({ length: 300 }, (_, i) => `${"  ".repeat(i)}- item`).join("\n"),
    "list markers on one line": `${"- ".repeat(40_000)}x`,
    "mixed containers": "> - 1. ".repeat(12_000),
  };
  for (const [name, source] of Object.entries(deep)) {
    it(`${name}: no stack overflow, nesting capped`, async () => {
      const started = performance.now();
      const html = await renderMarkdown(source);
      expect(performance.now() - started).toBeLessThan(10_000);
      expectInert(html);
      expect(maxDepth(html)).toBeLessThanOrEqual(2 * maxNesting);
    }, 20_000);
  }

  it("renders a 100,000-character write-up", async () => {
    const source = "Lorem *ipsum* dolor [sit](https://example.com) amet `code`.\n\n"
      .repeat(1700)
      .slice(0, 100_000);
    const html = await renderMarkdown(source);
    expect(html.match(/<p>/g)?.length).toBeGreaterThan(1600);
    expect(html).toContain('rel="noopener noreferrer"');
  }, 30_000);
});

/** The deepest nesting of block containers in the output. */
function maxDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [tag = ""] of html.matchAll(/<\/?(blockquote|ul|ol)\b/g)) {
    depth += tag.startsWith("</") ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}
