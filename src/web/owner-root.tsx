import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { type OwnerSeed, ownerSeedElementId } from "#shared/page/owner-seed.ts";
import { linkScriptFaces } from "./lib/script-faces.ts";
import { OwnerApp, preloadDashboard } from "./owner-app.tsx";
import { markTakingOverPaint } from "./routes/admin/shell/paint-taken-over.ts";

function readOwnerSeed(): OwnerSeed | null {
  const element = document.getElementById(ownerSeedElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as OwnerSeed) : null;
}

/** How the page arrived: server HTML to hydrate, the dashboard's server paint to take over, or empty. */
export type OwnerStart = { hydrate: (() => void) | undefined } | { paintedOver: boolean };

/**
 * Starts the owner area in `root`: hydrates a screen's server HTML (calling `hydrate` in the commit that
 * hydrates it); renders the signed-in dashboard over its server paint once the code of the dashboard and
 * its Overview has loaded, so one render takes its place; else renders the screen from scratch.
 * Either way it starts from the answers the server sent with the page.
 */
export function startOwnerArea(root: HTMLElement, start: OwnerStart): void {
  // The faces of the owner's other scripts, after the area's first paint (none of it waits for them).
  requestAnimationFrame(() => setTimeout(linkScriptFaces));
  const hydrating = "hydrate" in start;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <OwnerApp
          seed={readOwnerSeed()}
          hydrating={hydrating}
          onHydrated={hydrating ? start.hydrate : undefined}
        />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else if (start.paintedOver) {
    // Should its code not load, the render shows why (the owner layout's error boundary).
    const render = () => {
      markTakingOverPaint();
      createRoot(root).render(app);
    };
    void preloadDashboard().then(render, render);
  } else createRoot(root).render(app);
}
