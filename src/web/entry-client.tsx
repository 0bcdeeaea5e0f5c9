// First, before any module that writes to the DOM is evaluated (imports run in this order).
import "./lib/trusted-types.ts";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app.tsx";
import { readPageData } from "./lib/page-data.ts";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the page");

const app = (
  <StrictMode>
    <BrowserRouter>
      <App data={readPageData()} />
    </BrowserRouter>
  </StrictMode>
);

// Server-rendered routes arrive with markup to hydrate; app screens arrive as an empty shell.
if (container.hasChildNodes()) afterFirstPaint(() => hydrateRoot(container, app));
else createRoot(container).render(app);

/**
 * Runs `start` once the server's HTML has been painted: hydrating is one long task, and run before the
 * first frame it delays the first paint (and the largest one) by its whole length. A frame callback
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
