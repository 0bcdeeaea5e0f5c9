// First, before any module that writes to the DOM is evaluated (imports run in this order).
import "./lib/trusted-types.ts";
import { loadTracker } from "./analytics/load-tracker.ts";
import { startThenPressAgain } from "./lib/held-press.ts";
import { letWebFontsIn } from "./lib/web-fonts.ts";
import { enhanceProjectPage } from "./routes/public/project-page/project-page-behaviour.ts";
import "./components/markdown/markdown-body.css";
import pageStyles from "./routes/public/project-page/project-page.module.css";
import factsStyles from "./routes/public/projects/project-facts.module.css";
import writingStyles from "./routes/public/writing/writing.module.css";

/**
 * A project's page (`/projects/:slug`, decision 126) and the writing pages (decision 159): server-rendered and not hydrated. This small
 * entry, imported by the boot script after the first paint, gives it its behaviour, its web fonts and
 * the built-in analytics; no React.
 */
const root = document.getElementById("root");
if (root?.hasChildNodes()) startThenPressAgain(root, () => enhanceProjectPage(root));
letWebFontsIn();
// The page embeds no data: the head's analytics mark says whether the visit is counted.
loadTracker(null);

/**
 * The case study's own stylesheets (the site's are the public entry's; the server puts both in the page). A
 * CSS module is in the browser build only where its class names are read: exported, they are kept.
 */
export const projectPageStyles = [pageStyles, factsStyles, writingStyles];
