import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { OwnerSeed } from "#shared/page/owner-seed.ts";
import { OwnerApp } from "./owner-app.tsx";

function ownerApp(url: string, seed: OwnerSeed, hydrating: boolean) {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <OwnerApp seed={seed} hydrating={hydrating} />
      </StaticRouter>
    </StrictMode>
  );
}

/** Renders an owner-area screen (sign-in, recovery, setup) to HTML, with the answers it needs. */
export function renderOwnerScreen(url: string, seed: OwnerSeed): string {
  return renderToString(ownerApp(url, seed, true));
}

/**
 * Renders the signed-in dashboard's first paint with its first answers (`seed`): its lazy chunks (the
 * dashboard, the Overview) are waited for. The browser does not hydrate it; it renders the dashboard
 * over it once its script has run (decision 125).
 */
export async function renderOwnerDashboard(url: string, seed: OwnerSeed): Promise<string> {
  // Every boundary inline, in its place: the page allows no inline script to move one there.
  const { prelude } = await prerenderToNodeStream(ownerApp(url, seed, false), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
