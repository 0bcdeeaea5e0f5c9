import { describe, expect, it } from "vitest";
import { shortenQuote } from "./shorten-quote.ts";

describe("shortenQuote", () => {
  it("keeps short quotes whole", () => {
    expect(shortenQuote("Great work.")).toBe("Great work.");
  });

  it("cuts long quotes at a word boundary and ends them with an ellipsis", () => {
    const quote =
      "Alex took a vague idea and turned it into a polished, fast web app in weeks. Communication was clear.";
    const short = shortenQuote(quote, 40);
    expect(short.endsWith("…")).toBe(true);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(quote.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).toBe("Alex took a vague idea and turned it…");
  });
  it("never cuts an emoji in half when the quote has no space to cut at", () => {
    // 44 units of emoji with no space: the limit of 45 falls inside the 23rd '🚀'.
    const quote = "🚀".repeat(30);
    expect(shortenQuote(quote, 45)).toBe(`${"🚀".repeat(22)}…`);
    expect(shortenQuote("👩‍💻".repeat(20), 12)).toBe("👩‍💻👩‍💻…");
  });
});
