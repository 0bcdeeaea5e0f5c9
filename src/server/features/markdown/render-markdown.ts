import type { Processor } from "unified";
import { limitNesting } from "./limit-nesting.ts";
import type { ImageSizeLookup } from "./markdown-plugins.ts";

export type RenderMarkdownOptions = { imageSize?: ImageSizeLookup };

type MarkdownProcessor = Processor<
  import("mdast").Root,
  import("mdast").Root,
  import("hast").Root,
  import("hast").Root,
  string
>;

let pipeline: Promise<(imageSize?: ImageSizeLookup) => MarkdownProcessor> | undefined;

/**
 * The pipeline, built on first use (decision 086: the server only pays for it when a write-up is
 * rendered): Markdown (CommonMark + GFM) → HTML tree without raw HTML → sanitised by an allow list →
 * then, on the safe tree only, code highlighting, heading anchors, link and image attributes.
 */
async function loadPipeline() {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkGfm },
    { default: remarkRehype },
    { default: rehypeSanitize },
    { default: rehypeHighlight },
    { default: rehypeStringify },
    { markdownSchema },
    { highlightLanguages },
    plugins,
  ] = await Promise.all([
    import("unified"),
    import("remark-parse"),
    import("remark-gfm"),
    import("remark-rehype"),
    import("rehype-sanitize"),
    import("rehype-highlight"),
    import("rehype-stringify"),
    import("./markdown-schema.ts"),
    import("./highlight-languages.ts"),
    import("./markdown-plugins.ts"),
  ]);
  return (imageSize?: ImageSizeLookup) =>
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: false })
      .use(rehypeSanitize, markdownSchema)
      .use(rehypeHighlight, { languages: highlightLanguages, detect: false, plainText: ["text", "txt"] })
      .use(plugins.accessibleExtras)
      .use(plugins.headingAnchors)
      .use(plugins.externalLinks)
      .use(plugins.imageAttributes, imageSize)
      .use(rehypeStringify) as unknown as MarkdownProcessor;
}

/**
 * A project's write-up as safe HTML for the page and the editor's preview (the same code for both).
 * Raw HTML in the source is dropped, never executed; `imageSize` gives images their width and height.
 */
export async function renderMarkdown(source: string, options?: RenderMarkdownOptions): Promise<string> {
  pipeline ??= loadPipeline();
  const build = await pipeline.catch((error: unknown) => {
    pipeline = undefined;
    throw error;
  });
  const file = await build(options?.imageSize).process(limitNesting(source));
  return String(file);
}
