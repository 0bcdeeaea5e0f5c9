import { describe, expect, it } from "vitest";
import { mediaUrlsIn } from "./trash-media.ts";

describe("the uploaded files an item names", () => {
  it("finds each /media/ address once, in any field (cover, gallery, write-up, content), not other hosts' paths", () => {
    const item = {
      image: "/media/a1b2c3.webp",
      gallery: [{ src: "/media/d4e5f6.webp", alt: "", caption: "" }],
      body: "## How\n\n![A sketch](/media/d4e5f6.webp) and ![](/media/0a0b0c.jpg)",
      content: { backgroundImage: "https://cdn.example/media/elsewhere.png", avatar: "/images/avatar-1.svg" },
    };
    expect(mediaUrlsIn(item).sort()).toEqual([
      "/media/0a0b0c.jpg",
      "/media/a1b2c3.webp",
      "/media/d4e5f6.webp",
    ]);
    expect(mediaUrlsIn(null)).toEqual([]);
  });
});
