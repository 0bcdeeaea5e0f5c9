/**
 * The public pages' one inline script (`/` and a project's page; decision 070), in their head. The build
 * compiles it to a small classic script whose hash the Content-Security-Policy allows it by
 * (`server/pages/boot-scripts.ts`); the URLs it loads come from its element's `data-entry`, `data-chunks`
 * and `data-fonts`, so its text — and that hash — is the same for every build.
 *
 * Before the first paint it
 * - marks `<html data-intro="seen">` on a return within the browser session, so the loader's stylesheet
 *   never shows the intro again (and remembers the first visit);
 * - unless this browser already holds the web fonts, marks `<html data-fonts="later">`: the page paints in
 *   the metric-matched fallback faces (`styles/fonts.css`). When no intro will play (a return within the
 *   session, reduced motion, or the owner's page has none: `data-intro="off"`), it also starts loading the
 *   two latin fonts as faces of their own ("… Early", URLs in `data-fonts`) and, if both are there at the
 *   first frame, marks `data-fonts="early"`: the page paints with them, nothing waits for them.
 *
 * Once the first contentful paint has happened (a timer for a hidden tab) and the HTML is parsed, it
 * fetches the fonts and imports the page's script and its chunks. If the intro still covers the page
 * (`data-fonts="cover"`), the fonts swap in under it as soon as they are there, a part of the page at a
 * time (decision 127), with the page under the intro hidden meanwhile and for two frames after
 * (`swapping`), so nothing is seen or measured to move; if the intro has gone first, it marks the page
 * "later" again and the page's script lets them in where nothing would move (`web/lib/web-fonts.ts`).
 * So no script — and, under the intro, no font — is fetched before the first paint. Until the page's
 * script hydrates the page, it notes in `window.folioBoot` the last button the visitor pressed (one that
 * does nothing without script, such as Menu), which the script presses again (`web/lib/held-press.ts`).
 */
import { introSeen, introSeenKey } from "#shared/intro-gate.ts";
import {
  fontPartMaxText,
  fontsCachedKey,
  fontsCover,
  fontsEarly,
  fontsInAttribute,
  fontsLater,
  fontsSwapping,
  introLoaderAttribute,
  webFontLoads,
} from "#shared/page/web-fonts.ts";
import type { PublicBoot } from "#web/lib/public-boot.ts";
import { afterFirstPaint } from "./after-first-paint.ts";

const doc = document;
const marks = doc.documentElement.dataset;
const script = doc.currentScript as HTMLScriptElement;
const boot: PublicBoot = { held: null, taken: 0, parts: partsOf };
(window as { folioBoot?: PublicBoot }).folioBoot = boot;
let loaded = false;

doc.addEventListener(
  "click",
  (event) => {
    const button = (event.target as Element | null)?.closest?.("button[type=button]");
    if (button && !boot.taken) boot.held = button as HTMLButtonElement;
  },
  true,
);

try {
  if (sessionStorage.getItem(introSeenKey)) marks.intro = introSeen;
  else sessionStorage.setItem(introSeenKey, "1");
  if (!localStorage.getItem(fontsCachedKey)) {
    marks.fonts = fontsLater;
    const noIntro =
      marks.intro || script.dataset.intro === "off" || matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (noIntro) loadEarlyFaces();
  }
} catch {
  // Storage refused (a privacy mode): the page paints as on a first visit.
}

/** The latin fonts as faces of their own; if both are there at the first frame, the page paints with them. */
function loadEarlyFaces(): void {
  const faces: FontFace[] = [];
  for (const pair of (script.dataset.fonts ?? "").split(",")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const face = new FontFace(pair.slice(0, at), `url(${pair.slice(at + 1)})`, { weight: "400 800" });
    doc.fonts.add(face);
    faces.push(face);
    face.load().catch(() => {});
  }
  requestAnimationFrame(() => {
    if (marks.fonts === fontsLater && faces.length && faces.every((face) => face.status === "loaded"))
      marks.fonts = fontsEarly;
  });
}

/** The fonts fetched; under a playing intro, swapped in beneath it a part at a time. */
function fontsUnderIntro(): void {
  const loader = doc.querySelector(`[${introLoaderAttribute}]`);
  const animations = loader?.getAnimations ? loader.getAnimations() : [];
  const fonts = Promise.all(webFontLoads.map((font) => doc.fonts.load(font)));
  if (marks.fonts !== fontsLater || !animations.length) return;
  marks.fonts = fontsCover;
  let gone = false;
  const end = () => {
    gone = true;
    if (marks.fonts === fontsCover) marks.fonts = fontsLater;
  };
  Promise.all(animations.map((animation) => animation.finished)).then(end, end);
  fonts.then(
    () => {
      if (gone || marks.fonts !== fontsCover) return;
      marks.fonts = fontsSwapping;
      const parts = partsOf(doc.getElementById("root"));
      let next = 0;
      // One part per task, its layout forced; all at once should the intro end first.
      const step = () => {
        if (marks.fonts !== fontsSwapping) return;
        let part: Element | undefined;
        do {
          part = parts[next++];
          if (part) {
            part.setAttribute(fontsInAttribute, "");
            void (part as HTMLElement).offsetWidth;
          }
        } while (part && gone);
        if (part) {
          setTimeout(step, 0);
          return;
        }
        // Two frames after the last part, the marks go.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (marks.fonts !== fontsSwapping) return;
            delete marks.fonts;
            for (const each of parts) each.removeAttribute(fontsInAttribute);
          }),
        );
      };
      step();
    },
    () => {},
  );
}

/**
 * The parts the fonts come in by (also the page's script's, through `folioBoot.parts`): an element's
 * children when it holds much text, only text in elements, no form control (which inherits its parent's
 * face whatever the part's is) and the same face as its parent; else the element itself.
 */
function partsOf(parent: Element | null, parts: Element[] = []): Element[] {
  for (let child = parent?.firstElementChild; child; child = child.nextElementSibling) {
    const split =
      (child.textContent ?? "").length > fontPartMaxText &&
      child.firstElementChild &&
      !child.querySelector(":scope>:is(button,input,select,textarea)") &&
      ![...child.childNodes].some((node) => node.nodeType === 3 && (node as Text).data.trim()) &&
      getComputedStyle(child).fontFamily === getComputedStyle(parent as Element).fontFamily;
    if (split) partsOf(child, parts);
    else parts.push(child);
  }
  return parts;
}

/** After the first paint, with the HTML parsed: the fonts, then the page's script and its chunks. */
function load(): void {
  if (loaded) return;
  if (doc.readyState === "loading") {
    doc.addEventListener("DOMContentLoaded", load);
    return;
  }
  loaded = true;
  if (marks.fonts && doc.fonts) fontsUnderIntro();
  const entry = script.dataset.entry;
  if (!entry) return;
  // A script that cannot load (a new build, a server restarting) leaves the server's page as it is.
  const ignore = () => {};
  for (const chunk of (script.dataset.chunks ?? "").split(" ")) if (chunk) import(chunk).catch(ignore);
  import(entry).catch(ignore);
}

afterFirstPaint(load);
