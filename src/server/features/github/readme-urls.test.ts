import { describe, expect, it } from "vitest";
import { absolutiseReadme, replaceImages } from "./readme-urls.ts";

const bases = {
  rawDir: "https://raw.githubusercontent.com/hanako/app/main/docs/",
  rawRoot: "https://raw.githubusercontent.com/hanako/app/main/",
  pageDir: "https://github.com/hanako/app/blob/main/docs/",
  pageRoot: "https://github.com/hanako/app/blob/main/",
};

describe("absolutiseReadme", () => {
  it("makes relative links and images absolute and lists the images once each", async () => {
    const source = [
      "# アプリ",
      "",
      '![スクリーンショット](img/shot.png "画面") and ![again](img/shot.png)',
      "",
      "See [使い方](USAGE.md), [root](/LICENSE), [top](#top), [site](https://example.com/a).",
      "",
      '<p align="center"><img src="../logo.png" alt="ロゴ" width="120"></p>',
      "",
      "![ref][shot]",
      "",
      "[shot]: img/ref.png",
      "",
      "```md",
      "![not an image](code.png)",
      "```",
    ].join("\n");
    const { markdown, images } = await absolutiseReadme(source, bases);
    expect(images).toEqual([
      "https://raw.githubusercontent.com/hanako/app/main/docs/img/shot.png",
      "https://raw.githubusercontent.com/hanako/app/main/logo.png",
      "https://raw.githubusercontent.com/hanako/app/main/docs/img/ref.png",
    ]);
    expect(markdown).toContain(
      '![スクリーンショット](https://raw.githubusercontent.com/hanako/app/main/docs/img/shot.png "画面")',
    );
    expect(markdown).toContain("[使い方](https://github.com/hanako/app/blob/main/docs/USAGE.md)");
    expect(markdown).toContain("[root](https://github.com/hanako/app/blob/main/LICENSE)");
    expect(markdown).toContain("[top](#top)");
    expect(markdown).toContain("[site](https://example.com/a)");
    expect(markdown).toContain("![ロゴ](https://raw.githubusercontent.com/hanako/app/main/logo.png)");
    expect(markdown).toContain("[shot]: https://raw.githubusercontent.com/hanako/app/main/docs/img/ref.png");
    expect(markdown).toContain("![not an image](code.png)");
  });
});

describe("replaceImages", () => {
  it("puts the copies in and turns images that were not copied into links (or words inside a link)", async () => {
    const source = [
      "![a](https://raw.githubusercontent.com/x/y/main/a.png)",
      "![b](https://img.shields.io/b.svg)",
      "[![badge](https://img.shields.io/c.svg)](https://ci.example)",
    ].join("\n\n");
    const copies = new Map([["https://raw.githubusercontent.com/x/y/main/a.png", "/media/abc-1600.webp"]]);
    expect(await replaceImages(source, copies)).toBe(
      ["![a](/media/abc-1600.webp)", "[b](https://img.shields.io/b.svg)", "[badge](https://ci.example)"].join(
        "\n\n",
      ),
    );
  });
});
