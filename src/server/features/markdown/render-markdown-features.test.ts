import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

describe("renderMarkdown: what a write-up may use", () => {
  it("renders GitHub tables with their alignment", async () => {
    const html = await renderMarkdown("| Stack | Why |\n|:--|--:|\n| Fastify | speed |");
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<th align="left">Stack</th>');
    expect(html).toContain('<td align="right">speed</td>');
  });

  it("renders task lists with disabled checkboxes labelled by their item", async () => {
    const html = await renderMarkdown("- [x] Ship it\n- [ ] Write tests\n  - nested");
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" checked disabled> Ship it</label>',
    );
    expect(html).toMatch(/<label><input type="checkbox" disabled> Write tests\n<\/label><ul>/);
  });

  it("renders strikethrough, autolinks and footnotes without English literals", async () => {
    const html = await renderMarkdown(
      "~~old~~ see https://example.com and www.example.org, a note[^1]\n\n[^1]: A note.",
    );
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
    expect(html).toContain('<a href="http://www.example.org" rel="noopener noreferrer">');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).not.toContain("Footnotes");
  });

  it("highlights fenced code on the server, plain when the language is unknown or missing", async () => {
    const html = await renderMarkdown(
      "```ts\nconst answer: number = 42;\n```\n\n```klingon\nqapla\n```\n\n```\nplain\n```",
    );
    expect(html).toContain('<code class="hljs language-ts"><span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(html).toContain('<code class="hljs language-klingon">qapla');
    expect(html).toContain('<pre tabindex="0"><code>plain');
  });

  it("knows the usual aliases (tsx, html, sh, yml)", async () => {
    const samples: Record<string, string> = {
      tsx: "const a = <b>{1}</b>;",
      html: '<p class="x">y</p>',
      sh: "echo $HOME",
      yml: "key: value",
      json: '{ "a": 1 }',
      css: ".a { color: red; }",
      python: "def f(): return 1",
      rust: "fn main() {}",
      go: "func main() {}",
      sql: "SELECT 1;",
    };
    for (const [language, code] of Object.entries(samples)) {
      const html = await renderMarkdown(`\`\`\`${language}\n${code}\n\`\`\``);
      expect(html, language).toMatch(/<span class="hljs-/);
    }
  });

  it("gives headings unique ids and anchors, one level below the page's title", async () => {
    const html = await renderMarkdown("# Problem\n## Approach\n# Problem\n###### Deep\n## Main");
    expect(html).toContain(
      '<h2 id="problem">Problem<a class="heading-anchor" href="#problem" aria-labelledby="problem"></a></h2>',
    );
    expect(html).toContain('<h3 id="approach">');
    expect(html).toContain('<h2 id="problem-1">');
    // "######" right after a top heading comes one level below it, not four.
    expect(html).toContain('<h3 id="deep">');
    expect(html).toContain('<h3 id="main-1">');
  });

  it("starts at h2 whether the owner's top headings are # or ##, and skips no level", async () => {
    const levels = async (source: string) =>
      Array.from((await renderMarkdown(source)).matchAll(/<h(\d)/g), (match) => Number(match[1]));
    expect(await levels("## The problem\n\n## The approach\n\n### Detail")).toEqual([2, 2, 3]);
    expect(await levels("### Only small headings\n\n#### Below")).toEqual([2, 3]);
    expect(await levels("## Top\n\n##### Far below\n\n###### Further")).toEqual([2, 3, 4]);
  });

  it("never repeats an id of the footnotes", async () => {
    const html = await renderMarkdown("# user-content-fn-1\n\nText[^1]\n\n[^1]: Note.");
    expect(html).toContain('<h2 id="user-content-fn-1-1">');
    expect(html.match(/id="user-content-fn-1"/g)).toHaveLength(1);
  });

  it("makes ids from headings in any script", async () => {
    const html = await renderMarkdown("# Привет, мир\n# مرحبا بالعالم\n# 日本語の見出し\n# Café Ölçü 🚀");
    expect(html).toContain('id="привет-мир"');
    expect(html).toContain('id="مرحبا-بالعالم"');
    expect(html).toContain('id="日本語の見出し"');
    expect(html).toContain('id="café-ölçü-"');
  });

  it("gives images their size from the media library, lazy and async", async () => {
    const sizes: Record<string, { width: number; height: number }> = {
      "/media/shot.png": { width: 1600, height: 900 },
    };
    const html = await renderMarkdown(
      "![Dashboard](/media/shot.png)\n\n![Other](https://cdn.example/x.png)",
      {
        // One lookup for the write-up's media-library images (an outside address is not one).
        imageSizes: async (paths) => {
          expect(paths).toEqual(["/media/shot.png"]);
          return sizes;
        },
      },
    );
    expect(html).toContain(
      '<img src="/media/shot.png" alt="Dashboard" loading="lazy" decoding="async" width="1600" height="900">',
    );
    expect(html).toContain(
      '<img src="https://cdn.example/x.png" alt="Other" loading="lazy" decoding="async">',
    );
  });

  it("renders images without a size when the lookup fails", async () => {
    const html = await renderMarkdown("![x](/media/a.png)", {
      imageSizes: async () => {
        throw new Error("gone");
      },
    });
    expect(html).toContain('<img src="/media/a.png" alt="x" loading="lazy" decoding="async">');
  });

  it("marks external links only", async () => {
    const html = await renderMarkdown(
      "[out](https://example.com) [in](/projects/other) [top](#problem) [mail](mailto:a@b.c)",
    );
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/projects/other">in</a>');
    expect(html).toContain('<a href="#problem">top</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
  });

  it("renders an empty write-up as nothing", async () => {
    expect(await renderMarkdown("")).toBe("");
  });
});
