import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields.ts";

describe("changedFields", () => {
  it("names changed keys, one level inside nested objects", () => {
    expect(
      changedFields(
        { name: "Hero", status: "draft", content: { title: "A", list: [1] } },
        { name: "Hero", status: "published", content: { title: "B", list: [1], added: true } },
      ),
    ).toEqual(["status", "content.title", "content.added"]);
    expect(changedFields({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } })).toEqual(["a.b"]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("names the entries of an id list that changed, and its order when they moved", () => {
    const before = [
      { id: "home", isActive: true },
      { id: "about", isActive: true },
    ];
    expect(changedFields(before, [before[0], { id: "about", isActive: false }])).toEqual(["about"]);
    expect(changedFields(before, [before[1], before[0]])).toEqual(["order"]);
    expect(changedFields(before, [before[0]])).toEqual(["about"]);
  });
});
