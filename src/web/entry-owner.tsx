// First, before any module that writes to the DOM is evaluated (imports run in this order).
import "./lib/trusted-types.ts";
import { paintedOverAttribute } from "#shared/page/owner-seed.ts";
import { type BootNotes, hydrateOnInteraction } from "./lib/hydrate-on-interaction.ts";

// The owner area's browser entry, apart from the public page's. It holds no React: a screen painted
// from server HTML (sign-in, recovery, setup) loads its script on the visitor's first interaction; the
// signed-in dashboard's server paint and an empty shell (invitations, a dashboard without a session)
// load it at once.
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from the page");
const container = root;
const paintedOver = container.firstElementChild?.hasAttribute(paintedOverAttribute) === true;
const hydrating = container.hasChildNodes() && !paintedOver;
const start = (hydrated?: () => void) =>
  import("./owner-root.tsx").then(({ startOwnerArea }) =>
    startOwnerArea(container, hydrating ? { hydrate: hydrated } : { paintedOver }),
  );

// What the page's boot script saw while this script loaded: a press of "Sign In" is not lost.
const notes = (window as { folioBoot?: BootNotes }).folioBoot;
if (hydrating) hydrateOnInteraction(container, start, notes);
else void start();
