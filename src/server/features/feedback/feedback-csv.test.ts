import { describe, expect, it } from "vitest";
import { csvCell } from "./feedback-csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
