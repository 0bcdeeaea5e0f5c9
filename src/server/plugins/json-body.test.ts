import { describe, expect, it } from "vitest";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "./json-body.ts";

const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

describe("jsonDepthExceeds", () => {
  it("accepts nesting up to the limit and refuses one level more", () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it("counts objects and arrays alike, mixed in any order", () => {
    const mixed = '{"a":'.repeat(40) + "[".repeat(40) + "]".repeat(40) + "}".repeat(40);
    expect(jsonDepthExceeds(mixed, MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(mixed, 80)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ text: "[".repeat(500), quoted: '\\"[[[[', list: [[1]] });
    expect(jsonDepthExceeds(text, 3)).toBe(false);
  });

  it("handles a huge hostile body in one pass without recursion", () => {
    expect(jsonDepthExceeds(nested(400_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`{"a":${nested(10)}}`.repeat(20_000), MAX_JSON_DEPTH)).toBe(false);
  });
});
