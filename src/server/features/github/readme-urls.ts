import type { Definition, Html, Image, ImageReference, Link, Root } from "mdast";

/**
 * A README's relative links and images made absolute, with the Markdown parser deciding what is a link
 * or an image (so code blocks and text that merely look like one stay as written). Images resolve
 * against the raw file's folder (`download_url`), links against the page's (`html_url`); a path that
 * starts with `/` against the repository's root, as GitHub reads it. `<img>` tags (raw HTML, which
 * write-ups drop) become Markdown images.
 */
export interface ReadmeBases {
  /** The folder of the README's raw file and the branch's root: https://raw.githubusercontent.com/o/r/main/ */
  rawDir: string;
  rawRoot: string;
  /** The same on GitHub's pages: https://github.com/o/r/blob/main/ */
  pageDir: string;
  pageRoot: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Parse = (markdown: string) => Root;

let parser: Promise<Parse> | undefined;

/** remark with GFM, loaded on first use like the write-up pipeline. */
function loadParser(): Promise<Parse> {
  parser ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkGfm }] = await Promise.all([
      import("unified"),
      import("remark-parse"),
      import("remark-gfm"),
    ]);
    const processor = unified().use(remarkParse).use(remarkGfm);
    return (markdown: string) => processor.runSync(processor.parse(markdown)) as Root;
  })();
  return parser;
}

/** `url` made absolute, or undefined when it already is one (or is an anchor on the page). */
export function absoluteUrl(url: string, dir: string, root: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return undefined;
  if (trimmed.startsWith("//")) return `https:${trimmed}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  try {
    return trimmed.startsWith("/") ? new URL(trimmed.slice(1), root).href : new URL(trimmed, dir).href;
  } catch {
    return undefined;
  }
}

/** A destination as Markdown writes it: in angle brackets when it holds what would end it. */
export const destination = (url: string) =>
  /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
export const imageMarkdown = (alt: string, url: string, title?: string | null) =>
  `![${alt.replace(/[[\]\\]/g, "\\$&")}](${destination(url)}${title ? ` "${title.replace(/"/g, '\\"')}"` : ""})`;

const offsets = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) => {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
};

function walk(node: { type: string; children?: unknown[] }, visit: (node: { type: string }) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] }, visit);
}

function applyEdits(source: string, edits: Edit[]): string {
  let result = source;
  let limit = Number.POSITIVE_INFINITY;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    if (edit.end > limit) continue; // overlapping: the outer edit already covers it
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}

const imgTag = /<img\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** The README with every relative link and image absolute, and the images' addresses in order. */
export async function absolutiseReadme(
  source: string,
  bases: ReadmeBases,
): Promise<{ markdown: string; images: string[] }> {
  const tree = (await loadParser())(source);
  const edits: Edit[] = [];
  const images: string[] = [];
  const imageLabels = new Set<string>();
  walk(tree, (node) => {
    if (node.type === "imageReference") imageLabels.add((node as ImageReference).identifier);
  });
  const image = (url: string) => absoluteUrl(url, bases.rawDir, bases.rawRoot) ?? url;
  const page = (url: string) => absoluteUrl(url, bases.pageDir, bases.pageRoot);
  walk(tree, (node) => {
    const at = offsets(node as Image);
    if (!at) return;
    if (node.type === "image") {
      const { alt, url, title } = node as Image;
      const absolute = image(url);
      images.push(absolute);
      if (absolute !== url) edits.push({ ...at, text: imageMarkdown(alt ?? "", absolute, title) });
    } else if (node.type === "link") {
      const absolute = page((node as Link).url);
      const slice = source.slice(at.start, at.end);
      const open = slice.lastIndexOf("](");
      if (absolute && open >= 0) {
        const title = (node as Link).title;
        const text = `(${destination(absolute)}${title ? ` "${title.replace(/"/g, '\\"')}"` : ""})`;
        edits.push({ start: at.start + open + 1, end: at.end, text });
      }
    } else if (node.type === "definition") {
      const { identifier, url } = node as Definition;
      const isImage = imageLabels.has(identifier);
      const absolute = isImage ? image(url) : page(url);
      if (isImage && absolute) images.push(absolute);
      if (absolute && absolute !== url) {
        const slice = source.slice(at.start, at.end);
        const head = /^\s*\[[^\]]*\]:\s*/.exec(slice)?.[0] ?? "";
        const rest = slice.slice(head.length).replace(/^(<[^>]*>|\S+)/, "");
        edits.push({ ...at, text: `${head}${destination(absolute)}${rest}` });
      }
    } else if (node.type === "html") {
      const tags = (node as Html).value.match(imgTag) ?? [];
      const found = tags.flatMap((tag) => {
        const src = attribute(tag, "src");
        return src ? [{ url: image(src), alt: attribute(tag, "alt") ?? "" }] : [];
      });
      if (found.length === 0) return;
      images.push(...found.map((entry) => entry.url));
      edits.push({ ...at, text: found.map((entry) => imageMarkdown(entry.alt, entry.url)).join(" ") });
    }
  });
  return { markdown: applyEdits(source, edits), images: [...new Set(images)] };
}

/**
 * The README's images swapped for their copies in the media library; an image that was not copied
 * becomes a link to where it is, so a visitor's page never loads anything from GitHub.
 */
export async function replaceImages(source: string, copies: ReadonlyMap<string, string>): Promise<string> {
  const tree = (await loadParser())(source);
  const definitions = new Map<string, Definition>();
  walk(tree, (node) => {
    if (node.type === "definition") definitions.set((node as Definition).identifier, node as Definition);
  });
  // An image inside a link (a badge) that is not copied becomes its words: a link cannot hold a link.
  const linked = new Set<unknown>();
  walk(tree, (node) => {
    if (node.type === "link" || node.type === "linkReference")
      walk(node as Link, (inner) => linked.add(inner));
  });
  const edits: Edit[] = [];
  walk(tree, (node) => {
    const at = offsets(node as Image);
    if (!at || (node.type !== "image" && node.type !== "imageReference")) return;
    const { alt } = node as Image;
    const url =
      node.type === "image" ? (node as Image).url : definitions.get((node as ImageReference).identifier)?.url;
    if (!url) return;
    const copy = copies.get(url);
    const label = (alt ?? "").replace(/[[\]\\]/g, "\\$&") || "image";
    const text = copy
      ? imageMarkdown(alt ?? "", copy)
      : linked.has(node)
        ? label
        : `[${label}](${destination(url)})`;
    edits.push({ ...at, text });
  });
  return applyEdits(source, edits);
}
