import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { type OwnerSeed, ownerSeedElementId } from "#shared/page/owner-seed.ts";
import { OwnerApp } from "./owner-app.tsx";

function readOwnerSeed(): OwnerSeed | null {
  const element = document.getElementById(ownerSeedElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as OwnerSeed) : null;
}

/**
 * Starts the owner area in `root`: hydrates the server's HTML when there is some (calling `hydrated` in
 * the commit that hydrates it), else renders the screen from scratch. Either way it starts from the
 * answers the server sent with the page (a server-rendered screen's, or the dashboard's first ones).
 */
export function startOwnerArea(root: HTMLElement, hydrated?: () => void): void {
  const hydrating = root.hasChildNodes();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <OwnerApp
          seed={readOwnerSeed()}
          hydrating={hydrating}
          onHydrated={hydrating ? hydrated : undefined}
        />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
