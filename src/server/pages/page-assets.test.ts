import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bootScripts } from "./boot-scripts.ts";
import type { Manifest } from "./build-manifest.ts";
import { pageAssets } from "./page-assets.ts";
import { pageKinds } from "./page-kinds.ts";

/** A build's manifest in small: the four entries, a shared chunk, the fonts and a lazy owner screen. */
const manifest: Manifest = {
  "src/web/entry-client.tsx": {
    file: "assets/index-A1.js",
    imports: ["_react.js"],
    css: ["assets/index-C.css"],
  },
  "_react.js": { file: "assets/react-R.js", css: ["assets/react-S.css"] },
  "src/web/entry-project.ts": {
    file: "assets/project-P.js",
    imports: ["_fonts.js"],
    css: ["assets/markdown-M.css"],
  },
  "_fonts.js": { file: "assets/fonts-F.js" },
  "src/web/entry-static.ts": { file: "assets/static-T.js", imports: ["_fonts.js"] },
  "src/web/entry-owner.tsx": { file: "assets/owner-O.js", imports: ["_preload.js"] },
  "_preload.js": { file: "assets/preload-H.js" },
  "src/web/owner-root.tsx": {
    file: "assets/owner-root-Q.js",
    imports: ["_react.js"],
    css: ["assets/owner-root-U.css"],
  },
  "src/web/routes/admin/admin-dashboard-page.tsx": {
    file: "assets/dashboard-D.js",
    css: ["assets/dashboard-E.css"],
  },
  "src/web/routes/admin/overview/overview-tab.tsx": { file: "assets/overview-V.js" },
  "src/web/styles/fonts/syne-latin-wght-normal.woff2": { file: "assets/syne-latin-wght-normal-B.woff2" },
  "src/web/styles/fonts/inter-latin-wght-normal.woff2": { file: "assets/inter-latin-wght-normal-D.woff2" },
};
const readStyle = (href: string) => `/* ${href} */`;
const assets = (kind: keyof typeof pageKinds, intro = true) =>
  pageAssets(pageKinds[kind], manifest, { intro, readStyle });
const order = (html: string, ...parts: string[]): number[] => parts.map((part) => html.indexOf(part));
const fonts =
  "Syne Variable Early=/assets/syne-latin-wght-normal-B.woff2,Inter Variable Early=/assets/inter-latin-wght-normal-D.woff2";

describe("a page's assets, from its declared kind", () => {
  it("starts the public page by its boot script, after the first paint: its entry, chunks and fonts in the script's data", () => {
    const home = assets("home");
    expect(home).not.toContain('type="module"');
    expect(home).not.toContain("modulepreload");
    expect(home).not.toContain('as="font"');
    expect(home).toContain(
      `<script data-entry="/assets/index-A1.js" data-chunks="/assets/react-R.js" data-fonts="${fonts}">${bootScripts().public.code}</script>`,
    );
    // The first frame waits for the whole hero; the boot script comes before the styles, so the parser
    // never waits for a stylesheet to run it; the styles are in the page, their links disabled.
    expect(home).toContain('<link rel="expect" href="#hero-end" blocking="render">');
    const [boot = 0, react = 0, site = 0] = order(
      home,
      "data-entry",
      "/* /assets/react-S.css */",
      "/* /assets/index-C.css */",
    );
    expect(boot).toBeLessThan(react);
    expect(react).toBeLessThan(site);
    expect(home).toContain('<link rel="stylesheet" href="/assets/index-C.css" disabled>');
    expect(home).not.toContain('data-intro="off"');
    expect(assets("home", false)).toContain(`data-fonts="${fonts}" data-intro="off">`);
  });

  it("starts a project's page the same way with its own entry, its own styles before the site's", () => {
    const project = assets("project");
    expect(project).toContain('data-entry="/assets/project-P.js" data-chunks="/assets/fonts-F.js"');
    expect(project).not.toContain("index-A1.js");
    const [own = 0, react = 0, site = 0] = order(
      project,
      "markdown-M.css */",
      "react-S.css */",
      "index-C.css */",
    );
    expect(own).toBeLessThan(react);
    expect(react).toBeLessThan(site);
  });

  it("gives a static page its small module, the brand fonts preloaded and the site's styles linked", () => {
    const page = assets("static");
    expect(page).toContain('<script type="module" crossorigin src="/assets/static-T.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/fonts-F.js">');
    expect(page).toContain('<link rel="preload" href="/assets/syne-latin-wght-normal-B.woff2" as="font"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(page).not.toContain("react-R.js");
    expect(page).not.toContain("<script>");
  });

  it("paints an owner screen with its own styles only, its entry imported by the owner boot script", () => {
    const screen = assets("ownerScreen");
    expect(screen).toContain(`<script data-entry="/assets/owner-O.js">${bootScripts().owner.code}</script>`);
    expect(screen).toContain("/* /assets/owner-root-U.css */");
    expect(screen).not.toContain("index-C.css");
    expect(screen).not.toContain("woff2");
    expect(screen).not.toContain("modulepreload");
  });

  it("preloads the dashboard's Overview scripts with its shell, and only the dashboard's", () => {
    const dashboard = assets("dashboard");
    expect(dashboard).toContain('<script type="module" crossorigin src="/assets/owner-O.js"></script>');
    for (const file of ["preload-H", "owner-root-Q", "react-R", "dashboard-D", "overview-V"])
      expect(dashboard).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    expect(dashboard).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard-E.css">');
    const shell = assets("ownerShell");
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/preload-H.js">');
    expect(shell).not.toContain("dashboard-D.js");
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/owner-root-U.css">');
  });

  it("names the entry's source under the development server, the public boot script keeping the intro gate", () => {
    const home = pageAssets(pageKinds.home, null);
    expect(home).toContain(`<script>${bootScripts().public.code}</script>`);
    expect(home).toContain('<script type="module" crossorigin src="/src/web/entry-client.tsx"></script>');
    expect(pageAssets(pageKinds.ownerScreen, null)).toContain('src="/src/web/entry-owner.tsx"');
  });

  it("refuses a build whose manifest lacks an entry", () => {
    const { "src/web/entry-static.ts": _gone, ...rest } = manifest;
    expect(() => pageAssets(pageKinds.static, rest)).toThrow(/entry-static\.ts is missing/);
  });
});

describe("the boot scripts", () => {
  it("are compiled into valid classic scripts, each allowed by its hash", () => {
    for (const { code, csp } of Object.values(bootScripts())) {
      expect(() => new Function(code)).not.toThrow();
      expect(code).not.toMatch(/^\s*(import|export)\b/m);
      expect(csp).toBe(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    }
  });
});
