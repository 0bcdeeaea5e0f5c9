import type { Options as SanitizeSchema } from "rehype-sanitize";

/**
 * The only elements and attributes a rendered write-up may hold (decision 106): what CommonMark and
 * GitHub's tables, task lists, strikethrough, autolinks and footnotes produce, nothing else. Raw HTML
 * never reaches this point (remark-rehype drops it); this allow list is the second wall.
 * Ids are not allowed here: heading ids and anchors are added after sanitising, from the text.
 */
export const markdownSchema: SanitizeSchema = {
  tagNames: [
    "a",
    "blockquote",
    "br",
    "code",
    "del",
    "em",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "img",
    "input",
    "li",
    "ol",
    "p",
    "pre",
    "section",
    "strong",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "tr",
    "ul",
  ],
  attributes: {
    a: ["href", "title", "dataFootnoteRef", "dataFootnoteBackref", ["id", /^user-content-fnref-[\w-]+$/]],
    img: ["src", "alt", "title"],
    code: [["className", /^language-[\w+#.-]{1,40}$/]],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
    li: [
      ["className", "task-list-item"],
      ["id", /^user-content-fn-[\w-]+$/],
    ],
    ul: [["className", "contains-task-list"]],
    ol: ["start", ["className", "contains-task-list"]],
    td: [["align", "left", "center", "right"]],
    th: [["align", "left", "center", "right"]],
    section: ["dataFootnotes", ["className", "footnotes"]],
    h2: [
      ["className", "sr-only"],
      ["id", "footnote-label"],
    ],
  },
  required: { input: { type: "checkbox", disabled: true } },
  protocols: { href: ["http", "https", "mailto"], src: ["http", "https"] },
  ancestors: { tbody: ["table"], td: ["table"], th: ["table"], thead: ["table"], tr: ["table"] },
  clobber: [],
  clobberPrefix: "",
  strip: ["script", "style"],
  allowComments: false,
  allowDoctypes: false,
};
