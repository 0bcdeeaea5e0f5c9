import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { xssCorpus } from "../src/server/features/markdown/xss-corpus.ts";
import { expect, saveScreenshot, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { nextFrames } from "./support/waits.ts";

/**
 * The write-up's rendering in a real browser (decision 106): the XSS corpus, rendered by the server's
 * preview endpoint, runs nothing and loads nothing from the attacker's host; and a real-looking write-up
 * in the site's dark theme passes axe (contrast of the highlighted code included).
 */
let server: FolioServer;
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

const themeCss = () => {
  const global = readFileSync("src/web/styles/global.css", "utf8");
  const root = global.slice(global.indexOf(":root {"), global.indexOf("/* A first visit"));
  const body = readFileSync("src/web/components/markdown/markdown-body.css", "utf8");
  return `${root} body { margin: 0; padding: 2rem; background: var(--background-black); color: var(--text); } ${body}`;
};

async function preview(page: Page, body: string): Promise<string> {
  const response = await page.request.post(`${server.url}/api/projects/markdown-preview`, {
    data: { body },
    headers: { origin: server.url },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { html: string }).html;
}

test("the XSS corpus renders inert in a browser", async ({ page }) => {
  await signIn(page, server.url);
  const html = (
    await Promise.all(
      Object.entries(xssCorpus).map(
        async ([name, source]) => `<section data-case="${name}">${await preview(page, source)}</section>`,
      ),
    )
  ).join("\n");
  const dialogs: string[] = [];
  const attacker: string[] = [];
  const loading = new Set<Request>();
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    loading.add(request);
    if (/evil\.example/.test(request.url())) attacker.push(request.url());
  });
  page.on("requestfinished", (request) => loading.delete(request));
  page.on("requestfailed", (request) => loading.delete(request));
  await page.goto(`${server.url}/this-page-does-not-exist`);
  await page.evaluate(
    ([markup, css]) => {
      document.head.insertAdjacentHTML("beforeend", `<style>${css}</style>`);
      document.body.innerHTML = `<article class="markdown-body">${markup}</article>`;
    },
    [html, themeCss()],
  );
  // Whatever the markup asks the browser for (an image, a frame, a picture its styles name, a lazy image
  // in view) has been asked for once it has been laid out and drawn. Then every load has ended, and the
  // load and error handlers each end fires (an inline one among them) have run by the frames after.
  await nextFrames(page);
  await expect.poll(() => loading.size).toBe(0);
  await nextFrames(page);
  const findings = await page.evaluate(() => {
    const article = document.querySelector(".markdown-body");
    const found: string[] = [];
    for (const element of article?.querySelectorAll("*") ?? []) {
      const tag = element.tagName.toLowerCase();
      if (
        [
          "script",
          "style",
          "iframe",
          "svg",
          "math",
          "object",
          "embed",
          "form",
          "meta",
          "base",
          "link",
        ].includes(tag)
      )
        found.push(`<${tag}>`);
      for (const attribute of element.getAttributeNames()) {
        if (attribute.startsWith("on") || attribute === "style" || attribute === "srcdoc")
          found.push(`${tag} ${attribute}`);
      }
      const url = (element as HTMLAnchorElement).href || (element as HTMLImageElement).src;
      if (
        typeof url === "string" &&
        url &&
        !/^(https?|mailto):/.test(`${new URL(url, location.href).protocol}:`)
      )
        found.push(`${tag} ${url}`);
    }
    return found;
  });
  expect(findings).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(attacker).toEqual([]);
});

const sample = `# The problem

Small studios lose **hours every week** reconciling invoices. See [the demo](https://example.com), \`fuzzyMatch()\`.

## Approach

1. Import statements.
2. Ask about the rest.

> The tool proposes, the human decides.

\`\`\`ts
export async function match(lines: Line[]): Promise<Match[]> {
  const open = lines.filter((line) => line.status === "open"); // unpaid only
  return open.map((line) => ({ line, score: 0.92, note: \`#\${line.id}\` }));
}
\`\`\`

| Metric | Before | After |
|:--|--:|--:|
| Time | 11 h | 40 min |

- [x] Ship the importer
- [ ] Multi-currency

~~Old plan~~. A note[^1].

[^1]: Measured on a laptop.
`;

/** The default dark theme, and a light one an owner could pick (text and primary pass on it, decision 093). */
const themes = {
  dark: "",
  light: ":root { --background-black: #fbfaf7; --text: #1e1d1d; --primary: #0a5fb4; --theme-text: #0a5fb4; }",
};

for (const [theme, override] of Object.entries(themes)) {
  test(`a write-up in the ${theme} theme passes axe, at 390 and 1440 px`, async ({ page }) => {
    await signIn(page, server.url);
    const html = await preview(page, sample);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(
        `<!doctype html><html lang="en"><head><title>Write-up</title><style>${themeCss()} ${override}</style></head><body><main><h1>Ledger</h1><article class="markdown-body">${html}</article></main></body></html>`,
      );
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
        ),
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await saveScreenshot(page, {
        path: `test-results/screenshots/markdown-write-up-${theme}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
