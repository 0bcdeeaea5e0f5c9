import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";

export type ImageSize = { width: number; height: number };
export type ImageSizeLookup = (src: string) => Promise<ImageSize | undefined>;

/**
 * Ids the page around a write-up may use itself: a heading with the same text gets the next free
 * slug ("main-1") instead, so a write-up never duplicates or clobbers the page's own ids.
 */
export const reservedIds = ["main", "content", "top", "header", "footer", "menu", "gallery", "projects"];

const headingLevel = /^h([1-6])$/;

/**
 * Heading ids and anchors, after sanitising: the page's title is its only h1, so the write-up's
 * highest heading becomes h2 (whether the owner wrote `#` or `##`), and a heading is never more than
 * one level below the one before it (no skipped levels for a screen reader's outline). Each gets a
 * unique slug of its text (any script: github-slugger keeps letters of every language) and an anchor
 * link named by the heading.
 */
export function headingAnchors() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    for (const id of reservedIds) slugger.slug(id);
    // The footnotes' ids are taken too, so a heading written like one gets the next free slug.
    visit(tree, "element", (node) => {
      if (typeof node.properties.id === "string") slugger.slug(node.properties.id);
    });
    let highest = 6;
    visit(tree, "element", (node) => {
      const match = headingLevel.exec(node.tagName);
      if (match) highest = Math.min(highest, Number(match[1]));
    });
    let previous = 1;
    visit(tree, "element", (node) => {
      const match = headingLevel.exec(node.tagName);
      if (!match) return;
      const level = Math.min(6, previous + 1, Number(match[1]) - highest + 2);
      node.tagName = `h${level}`;
      previous = level;
      const text = textOf(node).trim();
      if (!text) return SKIP;
      const id = slugger.slug(text) || slugger.slug("section");
      node.properties = { ...node.properties, id };
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { className: ["heading-anchor"], href: `#${id}`, ariaLabelledBy: [id] },
        children: [],
      });
      return SKIP;
    });
  };
}

const isExternal = (href: unknown) => typeof href === "string" && /^(https?:)?\/\//i.test(href);

/** External links get rel="noopener noreferrer" and stay in the same tab (decision 106). */
export function externalLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "a" && isExternal(node.properties.href)) {
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
  };
}

/**
 * A task list's checkbox is labelled by its item's text (a bare disabled checkbox has no name), code
 * blocks and tables take the focus (they may scroll), and the footnotes' generated English heading is
 * dropped: visitors hear only the owner's words.
 */
export function accessibleExtras() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "h2" && node.properties.id === "footnote-label" && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.tagName === "li" && hasClass(node, "task-list-item")) wrapCheckbox(node);
      // Code blocks and tables scroll sideways on a narrow screen: a keyboard must be able to reach them.
      if (node.tagName === "pre" || node.tagName === "table") node.properties.tabIndex = 0;
    });
  };
}

function hasClass(node: Element, name: string): boolean {
  const value = node.properties.className;
  return Array.isArray(value) && value.includes(name);
}

function wrapCheckbox(item: Element): void {
  const holder = item.children.find(isCheckbox) ? item : item.children.find(isParagraphWithCheckbox);
  if (holder?.type !== "element") return;
  const end = holder.children.findIndex((child) => child.type === "element" && blockTags.has(child.tagName));
  const inline = end === -1 ? holder.children.length : end;
  const label: Element = { type: "element", tagName: "label", properties: {}, children: [] };
  label.children = holder.children.splice(0, inline, label);
}

const blockTags = new Set(["p", "ul", "ol", "blockquote", "pre", "table", "hr"]);

const isCheckbox = (node: ElementContent) => node.type === "element" && node.tagName === "input";
const isParagraphWithCheckbox = (node: ElementContent) =>
  node.type === "element" && node.tagName === "p" && node.children.some(isCheckbox);

/** Images load lazily and decode off the main thread, with the media library's width and height. */
export function imageAttributes(imageSize?: ImageSizeLookup) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visit(tree, "element", (node) => {
      if (node.tagName === "img") images.push(node);
    });
    await Promise.all(
      images.map(async (image) => {
        image.properties.loading = "lazy";
        image.properties.decoding = "async";
        const src = image.properties.src;
        if (!imageSize || typeof src !== "string") return;
        const size = await imageSize(src).catch(() => undefined);
        if (size && size.width > 0 && size.height > 0) {
          image.properties.width = Math.round(size.width);
          image.properties.height = Math.round(size.height);
        }
      }),
    );
  };
}
