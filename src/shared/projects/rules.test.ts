import { describe, expect, it } from "vitest";
import { categoriesOf, isProjectUrl } from "./rules.ts";

describe("isProjectUrl", () => {
  it.each([
    "https://example.com/shot.png",
    "http://localhost:3000/demo",
    "/media/3f2a.webp",
    "/images/projects/shop.webp",
  ])("accepts %s", (value) => expect(isProjectUrl(value)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "data:text/html,<p>hi</p>",
    "ftp://example.com/file",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "/media/a\\..\\b.png",
    "/media/with space.png",
    "shop.png",
    "",
  ])("refuses %s", (value) => expect(isProjectUrl(value)).toBe(false));
});

describe("categoriesOf", () => {
  it("lists distinct non-empty categories alphabetically", () => {
    expect(
      categoriesOf([
        { category: "Web Development" },
        { category: " App Development " },
        { category: "" },
        { category: "Web Development" },
      ]),
    ).toEqual(["App Development", "Web Development"]);
  });
});
