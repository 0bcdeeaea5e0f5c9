import { createHash } from "node:crypto";
import { introSeen, introSeenKey } from "#shared/intro-gate.ts";
import {
  earlyFaces,
  fontPartMaxText,
  fontsCachedKey,
  fontsCover,
  fontsEarly,
  fontsInAttribute,
  fontsLater,
  fontsSwapping,
  heroEndId,
  introLoaderAttribute,
  webFontLoads,
} from "#shared/page/web-fonts.ts";

const q = JSON.stringify;

/**
 * The public page's one inline script, in its head (decision 070). Before the first paint it
 * - marks `<html data-intro="seen">` on a return within the browser session, so the loader's
 *   stylesheet never shows the intro again (and remembers the first visit);
 * - unless this browser already holds the web fonts, marks `<html data-fonts="later">`: the page
 *   paints in the metric-matched fallback faces (`styles/fonts.css`). When no intro will play (a
 *   return within the session, reduced motion, or the owner's page has none: `data-intro="off"`),
 *   it also starts loading the two latin fonts as faces of its own ("… Early", URLs in its
 *   `data-fonts`) and, if both are there at the first frame, marks `data-fonts="early"`: the page
 *   paints with them, nothing waits for them.
 * Once the first contentful paint has happened (a timer for a hidden tab) and the HTML is parsed,
 * it fetches the fonts and imports the page's script and its chunks. If the intro still covers the
 * page (`data-fonts="cover"`), the fonts swap in under it as soon as they are there, a part of the
 * page at a time (decision 127), with the page under the intro hidden meanwhile and for two frames
 * after (`swapping`), so nothing is seen or measured to move; if
 * the intro has gone first, it marks the page "later" again and the page's script lets them in
 * where nothing would move (`web/lib/web-fonts.ts`). So no script — and, under the intro, no font —
 * is fetched before the first paint. Until the page's script hydrates the page, it notes in
 * `window.folioBoot` the last button the visitor pressed (one that does nothing without script, such as
 * Menu), which the script presses again (`web/lib/held-press.ts`). The URLs come from the element's `data-entry` /
 * `data-chunks` / `data-fonts`, so the script's text — and the hash the Content-Security-Policy
 * allows it by — is the same for every build.
 */
export const publicBootScript = [
  `(function(){var d=document,h=d.documentElement,o=h.dataset,c=d.currentScript,done=0,f=${q(fontsCachedKey)},F=${q(webFontLoads)},E=[],b=window.folioBoot={held:null,taken:0};`,
  `d.addEventListener("click",function(v){var t=v.target;t=t&&t.closest&&t.closest("button[type=button]");if(t&&!b.taken)b.held=t},true);`,
  `try{var s=sessionStorage,k=${q(introSeenKey)};if(s.getItem(k))o.intro=${q(introSeen)};else s.setItem(k,"1");`,
  `if(!localStorage.getItem(f)){o.fonts=${q(fontsLater)};if(o.intro||c.dataset.intro=="off"||matchMedia("(prefers-reduced-motion: reduce)").matches){`,
  `(c.dataset.fonts||"").split(",").forEach(function(p){var i=p.indexOf("=");if(i>0){var x=new FontFace(p.slice(0,i),"url("+p.slice(i+1)+")",{weight:"400 800"});d.fonts.add(x);E.push(x);x.load().catch(function(){})}});`,
  `requestAnimationFrame(function(){if(o.fonts==${q(fontsLater)}&&E.length&&E.every(function(x){return x.status=="loaded"}))o.fonts=${q(fontsEarly)}})}}}catch(e){}`,
  `function cover(){var l=d.querySelector("[${introLoaderAttribute}]"),a=l&&l.getAnimations?l.getAnimations():[],p=Promise.all(F.map(function(x){return d.fonts.load(x)}));`,
  `if(o.fonts!=${q(fontsLater)}||!a.length)return;o.fonts=${q(fontsCover)};var gone=0;function end(){gone=1;if(o.fonts==${q(fontsCover)})o.fonts=${q(fontsLater)}}`,
  `Promise.all(a.map(function(x){return x.finished})).then(end,end);`,
  // Under the intro, the page hidden: the fonts come in a part at a time (one task each, its layout
  // forced), all at once should the intro end first; two frames after, the mark goes.
  `p.then(function(){if(gone||o.fonts!=${q(fontsCover)})return;o.fonts=${q(fontsSwapping)};var r=P(d.getElementById("root")),i=0;`,
  `(function step(){if(o.fonts!=${q(fontsSwapping)})return;do{var x=r[i++];if(x){x.setAttribute(${q(fontsInAttribute)},"");x.offsetWidth}}while(x&&gone);`,
  `if(x){setTimeout(step,0);return}`,
  `requestAnimationFrame(function(){requestAnimationFrame(function(){if(o.fonts==${q(fontsSwapping)}){delete o.fonts;r.forEach(function(x){x.removeAttribute(${q(fontsInAttribute)})})}})})})()},function(){})}`,
  // The parts the fonts come in by (also the page's script's, through folioBoot.parts): an element's
  // children when it holds much text, only text in elements, no form control (which inherits its
  // parent's face whatever the part's is) and the same face as its parent; else the element itself.
  `function P(e,a){a=a||[];for(var c=e&&e.firstElementChild;c;c=c.nextElementSibling){`,
  `if(c.textContent.length>${fontPartMaxText}&&c.firstElementChild&&!c.querySelector(":scope>:is(button,input,select,textarea)")&&![].some.call(c.childNodes,function(n){return n.nodeType==3&&n.data.trim()})&&getComputedStyle(c).fontFamily==getComputedStyle(e).fontFamily)P(c,a);else a.push(c)}return a}`,
  `b.parts=P;`,
  `function load(){if(done)return;if(d.readyState=="loading"){d.addEventListener("DOMContentLoaded",load);return}done=1;`,
  `if(o.fonts&&d.fonts)cover();`,
  `var e=c.dataset.entry;if(e){(c.dataset.chunks||"").split(" ").forEach(function(u){if(u)import(u).catch(n)});import(e).catch(n)}}`,
  // A script that cannot load (a new build, a server restarting) leaves the server's page as it is.
  `function n(){}`,
  `function painted(){setTimeout(load,0)}`,
  `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(painted)}`,
  `setTimeout(load,3000)})()`,
].join("");

/** The CSP source that allows the boot script, and nothing else inline. */
export const publicBootScriptSource = `'sha256-${createHash("sha256").update(publicBootScript).digest("base64")}'`;

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const fontPreload = /<link rel="preload" href="([^"]+)" as="font"[^>]*>\s*/g;

/** `Family=url` of each latin font the built index.html preloads, for the boot script's early faces. */
function earlyFonts(template: string): string {
  return [...template.matchAll(fontPreload)]
    .map((match) => {
      const file = match[1]?.split("/").pop() ?? "";
      const family = earlyFaces[file.split("-")[0] ?? ""];
      return family ? `${family}=${match[1]}` : "";
    })
    .filter(Boolean)
    .join(",");
}

/**
 * The built index.html made into the public page's template: the entry's module script, its
 * modulepreload links and the font preloads give way to the boot script, which loads them when
 * their time comes (placed before the stylesheet, so the parser never waits for the stylesheet to
 * run it); `intro: false` tells it the page has no intro. Under Vite's dev server (no built entry)
 * the boot script only keeps the intro gate and the fonts (Vite serves the entry itself).
 */
export function publicPageTemplate(template: string, { intro = true }: { intro?: boolean } = {}): string {
  const entry = moduleScript.exec(template)?.[1];
  if (!entry) return template.replace("</head>", () => `<script>${publicBootScript}</script>\n  </head>`);
  const chunks = [...template.matchAll(modulePreload)].map((match) => match[1]);
  const attributes = `data-entry="${entry}" data-chunks="${chunks.join(" ")}" data-fonts="${earlyFonts(template)}"${intro ? "" : ' data-intro="off"'}`;
  // The first frame waits until the hero has been parsed whole (when the page has one; else until the
  // whole page has been parsed): a frame painted while its HTML is still arriving would show half a
  // hero, which then grows and moves.
  const expect = `<link rel="expect" href="#${heroEndId}" blocking="render">\n    `;
  const boot = `${expect}<script ${attributes}>${publicBootScript}</script>\n    `;
  return template
    .replace(fontPreload, "")
    .replace(modulePreload, "")
    .replace(moduleScript, () => boot);
}
