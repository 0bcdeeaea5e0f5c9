import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { OwnerSeed } from "#shared/page/owner-seed.ts";
import { OwnerApp } from "./owner-app.tsx";

/** Renders an owner-area screen (sign-in, recovery, setup) to HTML, with the answers it needs. */
export function renderOwnerScreen(url: string, seed: OwnerSeed): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <OwnerApp seed={seed} hydrating />
      </StaticRouter>
    </StrictMode>,
  );
}
