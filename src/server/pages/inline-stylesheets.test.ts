import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

const styles: Record<string, string> = {
  "/assets/index-a1.css": ".page{color:red}",
  "/assets/react-b2.css": "@font-face{src:url(/assets/inter-c3.woff2)}",
  "/assets/odd-d4.css": 'a::after{content:"</style>"}',
};
const read = (href: string) => {
  const css = styles[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("inlineStylesheets", () => {
  it("puts each built stylesheet in the page, keeping its link disabled", () => {
    const head =
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css">\n<link rel="stylesheet" crossorigin href="/assets/react-b2.css">';
    expect(inlineStylesheets(head, read)).toBe(
      '<style>.page{color:red}</style><link rel="stylesheet" href="/assets/index-a1.css" disabled>\n' +
        '<style>@font-face{src:url(/assets/inter-c3.woff2)}</style><link rel="stylesheet" href="/assets/react-b2.css" disabled>',
    );
  });

  it("leaves other links alone, and a stylesheet whose text would end the element early", () => {
    const head =
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="https://cdn.example/x.css"><link rel="stylesheet" href="/assets/odd-d4.css">';
    expect(inlineStylesheets(head, read)).toBe(head);
  });
});
