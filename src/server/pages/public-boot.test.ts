import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publicBootScript, publicBootScriptSource, publicPageTemplate } from "./public-boot.ts";

/** index.html as the build writes it: the entry, its chunks, the font preloads and the stylesheet. */
const builtTemplate = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" href="/assets/syne-latin-wght-normal-B.woff2" as="font" type="font/woff2" crossorigin>
    <link rel="preload" href="/assets/inter-latin-wght-normal-D.woff2" as="font" type="font/woff2" crossorigin>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">
    <link rel="modulepreload" crossorigin href="/assets/react-R.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>`;

describe("the public page's boot script", () => {
  const page = publicPageTemplate(builtTemplate);

  it("takes the place of the module script, its modulepreloads and the font preloads (their URLs in its data-fonts)", () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
    expect(page).not.toContain('as="font"');
    expect(page).toContain(
      `<script data-entry="/assets/index-A1.js" data-chunks="/assets/rolldown-runtime-X.js /assets/react-R.js" data-fonts="Syne Variable Early=/assets/syne-latin-wght-normal-B.woff2,Inter Variable Early=/assets/inter-latin-wght-normal-D.woff2">${publicBootScript}</script>`,
    );
    // Before the stylesheet, so the parser never waits for the stylesheet to run it.
    expect(page.indexOf("data-entry")).toBeLessThan(page.indexOf('rel="stylesheet"'));
  });

  it("tells the boot script when the owner's page has no intro", () => {
    expect(page).not.toContain('data-intro="off"');
    expect(publicPageTemplate(builtTemplate, { intro: false })).toContain(
      'data-fonts="Syne Variable Early=/assets/syne-latin-wght-normal-B.woff2,Inter Variable Early=/assets/inter-latin-wght-normal-D.woff2" data-intro="off">',
    );
  });

  it("is allowed by the hash the Content-Security-Policy carries", () => {
    const inline = /<script data-entry[^>]*>([^<]*)<\/script>/.exec(page)?.[1] ?? "";
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(publicBootScriptSource).toBe(`'sha256-${hash}'`);
  });

  it("keeps only the intro gate under the dev server, where Vite serves the entry", () => {
    const dev = publicPageTemplate(readFileSync("index.html", "utf8"));
    expect(dev).toContain('<script type="module" src="/src/web/entry-client.tsx"></script>');
    expect(dev).toContain(`<script>${publicBootScript}</script>`);
  });

  it("is valid JavaScript", () => {
    expect(() => new Function(publicBootScript)).not.toThrow();
  });
});
