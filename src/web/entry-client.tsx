// First, before any module that writes to the DOM is evaluated (imports run in this order).
import "./lib/trusted-types.ts";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { loadTracker } from "./analytics/load-tracker.ts";
import { App } from "./app.tsx";
import { readPageData } from "./lib/page-data.ts";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the page");

const data = readPageData();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App data={data} />
    </BrowserRouter>
  </StrictMode>
);

// Server-rendered routes arrive with markup to hydrate; app screens arrive as an empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

// Built-in analytics: after the first paint, off the page's critical path.
loadTracker(data);
