import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownEditor } from "./markdown-editor.tsx";

const render = (props: Partial<Parameters<typeof MarkdownEditor>[0]> = {}) =>
  renderToStaticMarkup(
    <MarkdownEditor id="body" label="Write-up" value="## Hello" onChange={() => undefined} {...props} />,
  );

describe("MarkdownEditor", () => {
  it("labels the textarea and describes it by the Markdown hint", () => {
    const html = render();
    expect(html).toContain('<label for="body"');
    expect(html).toMatch(/<textarea[^>]*id="body"[^>]*aria-describedby="body-hint"/);
    expect(html).toContain("## Hello</textarea>");
  });

  it("has Write and Preview tabs that control their panels, Write selected", () => {
    const html = render();
    expect(html).toMatch(/role="tab" id="body-write-tab" aria-controls="body-write" aria-selected="true"/);
    expect(html).toMatch(
      /role="tab" id="body-preview-tab" aria-controls="body-preview" aria-selected="false"/,
    );
    expect(html).toMatch(/id="body-preview" role="tabpanel" aria-labelledby="body-preview-tab"/);
  });

  it("offers named formatting buttons with their shortcuts and the media library", () => {
    const html = render();
    for (const name of ["Heading", "Bold", "Italic", "Link", "List", "Code"]) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(html).toContain('title="Bold (Ctrl+B)"');
    expect(html).toContain("Choose from library");
  });

  it("shows an error like the other fields, and marks the textarea invalid", () => {
    const html = render({ error: "The write-up must be at most 100,000 characters" });
    expect(html).toContain('id="body-error">The write-up must be at most 100,000 characters</span>');
    expect(html).toMatch(/aria-invalid="true" aria-describedby="body-error body-hint"/);
  });

  it("says there is nothing to preview for an empty write-up", () => {
    expect(render({ value: "" })).toContain("Nothing to preview yet.");
  });
});
