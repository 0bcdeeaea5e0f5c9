import { describe, expect, it } from "vitest";
import { limitNesting, maxNesting } from "./limit-nesting.ts";

describe("limitNesting", () => {
  it("leaves ordinary Markdown exactly as written", () => {
    const source = "# Title\n\n> quote\n> > nested\n\n- a\n  - b\n    1. c\n\n```\n    indented code\n```\n";
    expect(limitNesting(source)).toBe(source);
  });

  it(`keeps at most ${maxNesting} container markers on a line`, () => {
    // The dropped markers take their optional space with them: the same Markdown.
    expect(limitNesting(`${">".repeat(100)} deep`)).toBe(`${">".repeat(maxNesting)}deep`);
    expect(limitNesting(`${"> ".repeat(100)}deep`)).toBe(`${"> ".repeat(maxNesting)}deep`);
    expect(limitNesting(`${"- ".repeat(100)}x`)).toBe(`${"- ".repeat(maxNesting)}x`);
  });

  it("cuts indentation past 32 columns", () => {
    expect(limitNesting(`${" ".repeat(200)}- item`)).toBe(`${" ".repeat(32)}- item`);
  });
});
