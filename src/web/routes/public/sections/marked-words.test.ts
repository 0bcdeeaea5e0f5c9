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
      { text: "rated", marked: false },
      { text: "*five", marked: false },
      { text: "stars", marked: false },
    ]);
  });

  it("gives the plain text without marks", () => {
    expect(plainStatement("I blend *clean code* with  care.")).toBe("I blend clean code with care.");
  });
});
