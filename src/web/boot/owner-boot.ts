/**
 * The inline script of the owner screens painted from server HTML (decision 118), compiled by the build
 * like the public one (`server/pages/boot-scripts.ts`). Once the first contentful paint has happened (a
 * timer for a hidden tab) and the HTML is parsed, it imports the owner entry named by its `data-entry`:
 * no script is fetched before the screen is painted. A visitor who acts sooner (a key, a pointer, a
 * focus) has it imported at once; and a form is never sent by the browser itself (every form here is
 * sent by its screen's script; a sign-in form sent natively would put the password in the address bar).
 * Until the entry takes over, it notes in `window.folioBoot` that the visitor acted and the last button
 * pressed or form sent, so the entry can hydrate at once and press or send it again. Should the entry not
 * load, a new build under an open tab (the server answers) has the page loaded again, once; a server that
 * does not answer has the next act try again.
 */
import type { BootNotes } from "#web/lib/hydrate-on-interaction.ts";
import { afterFirstPaint } from "./after-first-paint.ts";

const doc = document;
const entry = (doc.currentScript as HTMLScriptElement).dataset.entry ?? "";
const notes: BootNotes = { acted: 0, held: null };
(window as { folioBoot?: BootNotes }).folioBoot = notes;
let loading = false;
let retries = 0;

function load(): void {
  if (loading) return;
  if (doc.readyState === "loading") {
    doc.addEventListener("DOMContentLoaded", load);
    return;
  }
  loading = true;
  import(retries ? `${entry}?retry=${retries}` : entry).catch(failed);
}

/**
 * The entry did not load. The server answering means a new build has replaced it: the page is loaded
 * again, once. Else (the server restarting, the network gone) the visitor's next act tries again, at an
 * address of its own (the browser keeps a module that failed as failed).
 */
function failed(): void {
  loading = false;
  retries++;
  const reloaded = `folio:reloaded:${entry}`;
  fetch(location.href, { method: "HEAD", cache: "no-store" }).then(
    (answer) => {
      try {
        if (answer.ok && !sessionStorage.getItem(reloaded)) {
          sessionStorage.setItem(reloaded, "1");
          location.reload();
        }
      } catch {
        // Storage refused: no reload, so never a loop of them.
      }
    },
    () => {},
  );
}

function act(): void {
  notes.acted = 1;
  load();
}

afterFirstPaint(load);
doc.addEventListener(
  "click",
  (event) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (button) notes.held = button;
  },
  true,
);
doc.addEventListener(
  "submit",
  (event) => {
    event.preventDefault();
    notes.held = (event.submitter as HTMLButtonElement | null) ?? (event.target as HTMLFormElement);
    act();
  },
  true,
);
for (const type of ["pointerdown", "touchstart", "keydown", "focusin", "input"])
  doc.addEventListener(type, act, { capture: true, passive: true });
