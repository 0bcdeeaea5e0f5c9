import { describe, expect, it } from "vitest";
import {
  codeFormat,
  insertImage,
  insertLink,
  prefixLines,
  type TextEdit,
  wrapSelection,
} from "./markdown-editing.ts";

/** "a[b]c": the selection written in brackets, to read the tests at a glance. */
const at = (marked: string): TextEdit => {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { text: marked.replace("[", "").replace("]", ""), start, end };
};
const show = ({ text, start, end }: TextEdit) =>
  `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;

describe("markdown editing", () => {
  it("wraps and unwraps the selection", () => {
    expect(show(wrapSelection(at("a [word] b"), "**", "**", "bold"))).toBe("a **[word]** b");
    expect(show(wrapSelection(at("a **[word]** b"), "**", "**", "bold"))).toBe("a [word] b");
    expect(show(wrapSelection(at("a [] b"), "_", "_", "italic"))).toBe("a _[italic]_ b");
  });

  it("prefixes every selected line, and takes the prefix off again", () => {
    expect(show(prefixLines(at("x\n[one\ntwo]\ny"), "- "))).toBe("x\n- [one\n- two]\ny");
    expect(show(prefixLines(at("- [one\n- two]"), "- "))).toBe("[one\ntwo]");
    expect(show(prefixLines(at("Tit[]le"), "## "))).toBe("## Tit[]le");
  });

  it("makes inline code within a line, a fenced block across lines", () => {
    expect(show(codeFormat(at("run [npm test] now")))).toBe("run `[npm test]` now");
    expect(show(codeFormat(at("[a\nb]")))).toBe("```\n[a\nb]\n```");
  });

  it("inserts a link with its address selected, and an image with its alt text selected", () => {
    expect(show(insertLink(at("see [docs]")))).toBe("see [docs]([https://])");
    expect(show(insertImage(at("Intro[]"), "/media/a.png"))).toBe(
      "Intro\n\n![[Describe the image]](/media/a.png)\n",
    );
    expect(show(insertImage(at("[]"), "/media/a.png"))).toBe("![[Describe the image]](/media/a.png)\n");
  });
});
