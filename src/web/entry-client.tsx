// First, before any module that writes to the DOM is evaluated (imports run in this order).
import "./lib/trusted-types.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import { loadTracker } from "./analytics/load-tracker.ts";
import { startThenPressAgain } from "./lib/held-press.ts";
import { readPageData } from "./lib/page-data.ts";
import { letWebFontsIn } from "./lib/web-fonts.ts";
import { PublicRoot } from "./public-root.tsx";
import "./styles/global.css";
// The 404 page's styles come with the site's stylesheet (its own entry, entry-static.ts, has none).
import "./routes/public/not-found-page.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the page");
const root = container;
const data = readPageData();

if (window.location.pathname === "/" && data && root.hasChildNodes()) {
  // The public page: hydrated without the router, after its server HTML has been painted.
  afterFirstPaint(() => startThenPressAgain(root, () => hydrateRoot(root, <PublicRoot data={data} />)));
} else if (!root.hasChildNodes()) {
  // The owner area and the live preview arrive as an empty shell: the router (and the app's routes)
  // load as a chunk of their own.
  void import("./app-root.tsx").then(
    ({ AppRoot }) => createRoot(root).render(<AppRoot data={data} />),
    // Its file could not load (the frame being replaced, a new build, the server restarting).
    () => undefined,
  );
}
// A project's page, the résumé and the 404 page have small entries of their own, without React
// (entry-project.ts, entry-static.ts).

/**
 * Runs `start` once the server's HTML has been painted: hydrating takes a while (the public page's
 * sections each in a short task of their own, decision 119), and run before the first frame it would
 * delay the first paint (and the largest one). A frame callback
 * then a task runs after that frame; the timer covers a hidden tab, where frames do not run.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

// The public page's web fonts, once they can swap in without moving anything.
letWebFontsIn();

// Built-in analytics: after the first paint, off the page's critical path.
loadTracker(data);
