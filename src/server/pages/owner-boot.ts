import { createHash } from "node:crypto";

/**
 * The inline script of the owner screens painted from server HTML (decision 118): once the first
 * contentful paint has happened (a timer for a hidden tab) and the HTML is parsed, it imports the
 * owner entry named by its `data-entry`. So no script is fetched before the screen is painted. The URL
 * comes from the element, so the script's text (and the hash the Content-Security-Policy allows it by)
 * is the same for every build. A visitor who acts sooner (a key, a pointer, a focus) has it imported at
 * once; and a form is never sent by the browser itself (every form here is sent by its screen's
 * script, which a sign-in form sent natively would put in the address bar, password included).
 */
export const ownerBootScript = [
  "(function(){var d=document,e=d.currentScript.dataset.entry,done=0;",
  'function load(){if(done)return;if(d.readyState=="loading"){d.addEventListener("DOMContentLoaded",load);return}done=1;import(e)}',
  "function painted(){setTimeout(load,0)}",
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}}).observe({type:"paint",buffered:true})}catch(x){requestAnimationFrame(painted)}',
  'd.addEventListener("submit",function(v){v.preventDefault();load()},true);',
  '["pointerdown","touchstart","keydown","focusin"].forEach(function(t){d.addEventListener(t,load,{capture:true,passive:true})});',
  "setTimeout(load,3000)})()",
].join("");

/** The CSP source that allows the owner boot script. */
export const ownerBootScriptSource = `'sha256-${createHash("sha256").update(ownerBootScript).digest("base64")}'`;

/** The boot script element that imports `entry` after the first paint. */
export function ownerBootElement(entry: string): string {
  return `<script data-entry="${entry}">${ownerBootScript}</script>`;
}
