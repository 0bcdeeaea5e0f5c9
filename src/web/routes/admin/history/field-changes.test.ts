import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes.ts";

describe("fieldChanges", () => {
  it("lists the fields a version holds differently from now, one level inside objects", () => {
    expect(
      fieldChanges(
        { name: "Hero", content: { title: "Old title", items: ["a"] }, status: "draft" },
        { name: "Hero", content: { title: "New title", items: ["a", "b"] }, status: "draft" },
      ),
    ).toEqual([
      { path: "content.title", version: "Old title", current: "New title" },
      { path: "content.items", version: '[\n  "a"\n]', current: '[\n  "a",\n  "b"\n]' },
    ]);
    expect(fieldChanges({ body: "same" }, { body: "same" })).toEqual([]);
    expect(fieldChanges({ added: undefined }, { added: "x" })).toEqual([
      { path: "added", version: "", current: "x" },
    ]);
  });
});
