import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GalleryImage } from "#shared/projects/case-study.ts";
import { GalleryEditor } from "./gallery-editor.tsx";

const images: GalleryImage[] = [
  { src: "/media/a.png", alt: "The dashboard", caption: "Monthly view" },
  { src: "/media/b.png", alt: "", caption: "" },
  { src: "/media/c.png", alt: " ", caption: "Settings" },
];
const render = (value: GalleryImage[]) =>
  renderToStaticMarkup(<GalleryEditor value={value} onChange={() => undefined} />);

describe("GalleryEditor", () => {
  it("shows each image with its thumbnail, alt text and caption, in order", () => {
    const html = render(images);
    expect(html.match(/<li[^>]*data-sortable-id/g)).toHaveLength(3);
    expect(html.indexOf("/media/a.png")).toBeLessThan(html.indexOf("/media/b.png"));
    expect(html).toContain('value="The dashboard"');
    expect(html).toContain('value="Monthly view"');
    expect(html).toContain("Alt text (image 2)");
    expect(html).toContain("3 / 24");
  });

  it("warns on every image without alt text, and counts them", () => {
    const html = render(images);
    expect(html.match(/No alt text: people using a screen reader/g)).toHaveLength(2);
    expect(html).toContain("2 images have no alt text.");
    expect(render(images.slice(0, 1))).not.toContain("no alt text");
  });

  it("reorders by grip, keyboard or buttons; the ends cannot move further", () => {
    const html = render(images);
    expect(html).toContain('aria-label="Reorder image 1"');
    expect(html).toMatch(/aria-label="Move image 1 up" disabled=""/);
    expect(html).toMatch(/aria-label="Move image 3 down" disabled=""/);
    expect(html).not.toMatch(/aria-label="Move image 2 up" disabled/);
    expect(html).toContain('aria-label="Remove image 2"');
  });

  it("takes several files at once", () => {
    const html = render([]);
    expect(html).toMatch(/<input type="file" accept="image\/\*" multiple=""/);
    expect(html).toContain("Drop images here, or");
  });
});
