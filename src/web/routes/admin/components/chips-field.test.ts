import { describe, expect, it } from "vitest";
import { newEntries, splitChips } from "./chips-field.tsx";

describe("splitChips", () => {
  it("adds what is before each comma and keeps typing what follows the last", () => {
    expect(splitChips("React")).toEqual({ done: [], rest: "React" });
    expect(splitChips("React,")).toEqual({ done: ["React"], rest: "" });
    expect(splitChips(" React , , Node JS, Red")).toEqual({ done: ["React", "Node JS"], rest: " Red" });
  });

  it("splits on the Arabic comma and the Chinese and Japanese ones too", () => {
    expect(splitChips("تصميم، تطوير، ")).toEqual({ done: ["تصميم", "تطوير"], rest: " " });
    expect(splitChips("設計、開発，テスト")).toEqual({ done: ["設計", "開発"], rest: "テスト" });
  });
});

describe("newEntries", () => {
  it("drops what is already a chip or typed earlier, whatever its case", () => {
    expect(newEntries(["React", "Node JS"], ["react", "Vite", " node js ", "vite", "Go"])).toEqual([
      "Vite",
      "Go",
    ]);
    expect(newEntries([], ["A", "a"])).toEqual(["A"]);
  });
});
