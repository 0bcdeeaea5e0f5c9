import { expect } from "vitest";

/**
 * The check every rendering of a write-up must pass (the XSS corpus, decision 101 and 159): every tag and
 * attribute on the Markdown pipeline's allow list, and no URL that runs script.
 */
const allowedAttributes: Record<string, string[]> = {
  a: ["href", "title", "class", "rel", "id", "aria-labelledby", "data-footnote-ref", "data-footnote-backref"],
  img: ["src", "alt", "title", "loading", "decoding", "width", "height"],
  code: ["class"],
  span: ["class"],
  input: ["type", "checked", "disabled"],
  li: ["class", "id"],
  ul: ["class"],
  ol: ["class", "start"],
  td: ["align"],
  th: ["align"],
  section: ["class", "data-footnotes"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
};
const plainTags = [
  "blockquote",
  "br",
  "del",
  "em",
  "hr",
  "label",
  "p",
  "strong",
  "sup",
  "tbody",
  "thead",
  "tr",
];
for (const tag of plainTags) allowedAttributes[tag] = [];
allowedAttributes.pre = ["tabindex"];
allowedAttributes.table = ["tabindex"];

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, "&");

/** What a browser would take as the URL's scheme: control characters and whitespace do not count. */
function schemeOf(url: string): string | undefined {
  const cleaned = [...decodeEntities(url)]
    .filter((character) => character > " " && character !== "\u007f")
    .join("");
  const match = /^([^/?#]*?):/.exec(cleaned);
  return match?.[1]?.toLowerCase();
}

/** Every tag and attribute of the output is on the allow list, and no URL runs script. */
export function expectInert(html: string): void {
  expect(html).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|meta|link|base|template)\b/i);
  // Attributes are checked one by one below: "onerror=" inside a quoted title or alt is only text.
  expect(html).not.toMatch(/<!--/);
  for (const [, name = "", attributes = ""] of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const allowed = allowedAttributes[name.toLowerCase()];
    expect(allowed, `element <${name}>`).toBeDefined();
    for (const [, attribute = "", value = ""] of attributes.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      expect(allowed, `attribute ${attribute} on <${name}>`).toContain(attribute);
      if (attribute === "href" || attribute === "src") {
        const scheme = schemeOf(value);
        if (scheme !== undefined) expect(["http", "https", "mailto"]).toContain(scheme);
      }
      if (name === "input") expect(html).toMatch(/<input type="checkbox"( checked)? disabled>/);
    }
  }
}
