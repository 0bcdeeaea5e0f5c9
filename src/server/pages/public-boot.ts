import { createHash } from "node:crypto";
import { introSeen, introSeenKey } from "#shared/intro-gate.ts";
import { fontsCachedKey, fontsLater, webFontLoads } from "#shared/page/web-fonts.ts";

/**
 * The public page's one inline script, in its head (decision 070). Before the first paint it
 * - marks `<html data-intro="seen">` on a return within the browser session, so the loader's
 *   stylesheet never shows the intro again (and remembers the first visit);
 * - marks `<html data-fonts="later">` unless this browser already holds the web fonts, so the page
 *   paints in the metric-matched fallback faces (`styles/fonts.css`);
 * and once the first contentful paint has happened (a timer for a hidden tab) and the HTML is
 * parsed, it starts fetching the web fonts (the page's script lets them in, `web/lib/web-fonts.ts`)
 * and imports the page's script and its chunks. So no font and no script is fetched before the
 * first paint: the page is painted from the HTML and the stylesheet alone. The script's URLs come
 * from the element's `data-entry` / `data-chunks`, so its text — and the hash the
 * Content-Security-Policy allows it by — is the same for every build.
 */
export const publicBootScript = [
  `(function(){var d=document,h=d.documentElement,c=d.currentScript,done=0,f=${JSON.stringify(fontsCachedKey)};`,
  `try{var s=sessionStorage,k=${JSON.stringify(introSeenKey)};if(s.getItem(k))h.dataset.intro=${JSON.stringify(introSeen)};else s.setItem(k,"1");`,
  `if(!localStorage.getItem(f))h.dataset.fonts=${JSON.stringify(fontsLater)}}catch(e){}`,
  `function load(){if(done)return;if(d.readyState=="loading"){d.addEventListener("DOMContentLoaded",load);return}done=1;`,
  `if(h.dataset.fonts&&d.fonts)${JSON.stringify(webFontLoads)}.forEach(function(x){d.fonts.load(x)});`,
  `var e=c.dataset.entry;if(e){(c.dataset.chunks||"").split(" ").forEach(function(u){if(u)import(u)});import(e)}}`,
  `function painted(){setTimeout(load,0)}`,
  `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(painted)}`,
  `setTimeout(load,3000)})()`,
].join("");

/** The CSP source that allows the boot script, and nothing else inline. */
export const publicBootScriptSource = `'sha256-${createHash("sha256").update(publicBootScript).digest("base64")}'`;

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const fontPreload = /<link rel="preload" href="[^"]+" as="font"[^>]*>\s*/g;

/**
 * The built index.html made into the public page's template: the entry's module script, its
 * modulepreload links and the font preloads give way to the boot script, which loads them after the
 * first paint (placed before the stylesheet, so the parser never waits for the stylesheet to run
 * it). Under Vite's dev server (no built entry) the boot script only keeps the intro gate and the
 * fonts (Vite serves the entry itself).
 */
export function publicPageTemplate(template: string): string {
  const entry = moduleScript.exec(template)?.[1];
  if (!entry) return template.replace("</head>", () => `<script>${publicBootScript}</script>\n  </head>`);
  const chunks = [...template.matchAll(modulePreload)].map((match) => match[1]);
  const boot = `<script data-entry="${entry}" data-chunks="${chunks.join(" ")}">${publicBootScript}</script>\n    `;
  return template
    .replace(fontPreload, "")
    .replace(modulePreload, "")
    .replace(moduleScript, () => boot);
}
