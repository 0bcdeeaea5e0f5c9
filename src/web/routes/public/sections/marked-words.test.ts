import { describe, expect, it } from "vitest";
import { markedWords, plainStatement } from "./marked-words.ts";

const marked = (text: string) =>
  markedWords(text)
    .filter((word) => word.marked)
    .map((word) => word.text);

describe("markedWords", () => {
  it("highlights exactly the words the owner marks, never by position", () => {
    expect(marked("I blend *clean* code with careful design. React on the front")).toEqual(["clean"]);
    expect(marked("React on the front, Node.js and MongoDB behind it")).toEqual([]);
  });

  it("marks a run of words and keeps punctuation after the closing mark", () => {
    const words = markedWords("an eye for *small details*, and *effortless*.");
    expect(words.map((word) => word.text)).toEqual([
      "an",
      "eye",
      "for",
      "small",
      "details,",
      "and",
      "effortless.",
    ]);
    expect(marked("an eye for *small details*, and *effortless*.")).toEqual([
      "small",
      "details,",
      "effortless.",
    ]);
  });

  it("shows a stray asterisk as written and highlights nothing after it", () => {
    expect(marked("5 * 3 is *not* 8")).toEqual(["not"]);
    expect(markedWords("rated *five stars")).toEqual([
      { text: "rated", marked: false, space: true },
      { text: "*five", marked: false, space: true },
      { text: "stars", marked: false, space: false },
    ]);
  });

  it("marks inside a sentence without spaces, and reveals it word by word", () => {
    const words = markedWords("私は*きれいなコード*と丁寧なデザインを組み合わせます。", "ja");
    expect(
      words
        .filter((word) => word.marked)
        .map((word) => word.text)
        .join(""),
    ).toBe("きれいなコード");
    expect(words.length).toBeGreaterThan(4);
    expect(words.every((word) => !word.space)).toBe(true);
    expect(words.map((word) => word.text).join("")).toBe(
      "私はきれいなコードと丁寧なデザインを組み合わせます。",
    );
    expect(words.at(-1)?.text.endsWith("。")).toBe(true);
    expect(marked("ฉันชอบ*โค้ดที่สะอาด*มาก")).toEqual(expect.arrayContaining([expect.stringMatching(/โค้ด/)]));
    expect(marked("ฉันชอบ*โค้ดที่สะอาด*มาก").join("")).toBe("โค้ดที่สะอาด");
  });

  it("marks part of a word, and Arabic words between spaces", () => {
    expect(plainStatement("re*build*ing")).toBe("rebuilding");
    expect(marked("re*build*ing")).toEqual(["build"]);
    expect(marked("أكتب *شيفرة نظيفة* بعناية")).toEqual(["شيفرة", "نظيفة"]);
    expect(marked("a * b and *c")).toEqual([]);
    expect(markedWords("東京で*ウェブ*", "not a language!").some((word) => word.marked)).toBe(true);
  });

  it("gives the plain text without marks", () => {
    expect(plainStatement("I blend *clean code* with  care.")).toBe("I blend clean code with care.");
  });
});
