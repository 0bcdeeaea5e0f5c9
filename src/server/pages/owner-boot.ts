import { createHash } from "node:crypto";

/**
 * The inline script of the owner screens painted from server HTML (decision 118): once the first
 * contentful paint has happened (a timer for a hidden tab) and the HTML is parsed, it imports the
 * owner entry named by its `data-entry`. So no script is fetched before the screen is painted. The URL
 * comes from the element, so the script's text (and the hash the Content-Security-Policy allows it by)
 * is the same for every build. A visitor who acts sooner (a key, a pointer, a focus) has it imported at
 * once; and a form is never sent by the browser itself (every form here is sent by its screen's
 * script, which a sign-in form sent natively would put in the address bar, password included).
 * Until the entry takes over, it notes in `window.folioBoot` (`BootNotes` in `hydrate-on-interaction.ts`)
 * that the visitor acted and the last button pressed or form sent, so the entry can hydrate at once and
 * press or send it again. Should the entry not load, a new build under an open tab (the server answers)
 * has the page loaded again, once; a server that does not answer has the next act try again.
 */
export const ownerBootScript = [
  "(function(){var d=document,e=d.currentScript.dataset.entry,done=0,n=0,b=window.folioBoot={acted:0,held:null};",
  'function load(){if(done)return;if(d.readyState=="loading"){d.addEventListener("DOMContentLoaded",load);return}done=1;import(n?e+"?retry="+n:e).catch(fail)}',
  // The entry did not load. The server answering means a new build has replaced it: the page is loaded
  // again, once. Else (the server restarting, the network gone) the visitor's next act tries again, at
  // an address of its own (the browser keeps a module that failed as failed).
  'function fail(){done=0;n++;var k="folio:reloaded:"+e;fetch(location.href,{method:"HEAD",cache:"no-store"}).then(function(r){try{if(r.ok&&!sessionStorage.getItem(k)){sessionStorage.setItem(k,"1");location.reload()}}catch(x){}},function(){})}',
  "function act(){b.acted=1;load()}",
  "function painted(){setTimeout(load,0)}",
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}}).observe({type:"paint",buffered:true})}catch(x){requestAnimationFrame(painted)}',
  'd.addEventListener("click",function(v){var t=v.target;t=t&&t.closest&&t.closest("button");if(t)b.held=t},true);',
  'd.addEventListener("submit",function(v){v.preventDefault();b.held=v.submitter||v.target;act()},true);',
  '["pointerdown","touchstart","keydown","focusin","input"].forEach(function(t){d.addEventListener(t,act,{capture:true,passive:true})});',
  "setTimeout(load,3000)})()",
].join("");

/** The CSP source that allows the owner boot script. */
export const ownerBootScriptSource = `'sha256-${createHash("sha256").update(ownerBootScript).digest("base64")}'`;

/** The boot script element that imports `entry` after the first paint. */
export function ownerBootElement(entry: string): string {
  return `<script data-entry="${entry}">${ownerBootScript}</script>`;
}
