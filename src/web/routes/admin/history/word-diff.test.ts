import { describe, expect, it } from "vitest";
import { fieldLabel, wordDiff } from "./word-diff.ts";

describe("wordDiff", () => {
  it("marks the words a restore takes out and puts in, and keeps the rest", () => {
    const parts = wordDiff("I build fast web apps.\nIn Lisbon.", "I build calm web apps.\nIn Lisbon.");
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text)).toEqual(["fast"]);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text)).toEqual(["calm"]);
    expect(parts.map((part) => (part.kind === "added" ? "" : part.text)).join("")).toBe(
      "I build fast web apps.\nIn Lisbon.",
    );
    expect(wordDiff("One.\nTwo.", "One.\n\nTwo.").every((part) => part.kind === "same")).toBe(true);
  });

  it("works word by word in Arabic and keeps an unbroken Japanese run whole", () => {
    const arabic = wordDiff("مطور واجهات أمامية", "مطور واجهات خلفية");
    expect(arabic.find((part) => part.kind === "added")?.text).toBe("خلفية");
    const japanese = wordDiff("東京のエンジニア", "大阪のエンジニア");
    expect(japanese.some((part) => part.kind === "added")).toBe(true);
    expect(japanese.map((part) => (part.kind === "removed" ? "" : part.text)).join("")).toBe(
      "大阪のエンジニア",
    );
  });
});

describe("fieldLabel", () => {
  it("names a field as the editor does", () => {
    expect(fieldLabel("content.mainTitle")).toBe("Main title");
    expect(fieldLabel("name")).toBe("Name");
    expect(fieldLabel("links.github")).toBe("Links › github");
    expect(fieldLabel("content.experiences")).toBe("Experiences");
    expect(fieldLabel("texts.menu.resume")).toBe("Texts › Header: résumé link");
  });
});
