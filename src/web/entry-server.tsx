import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { OwnerSeed } from "#shared/page/owner-seed.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { PageTexts } from "#shared/texts/catalogue.ts";
import { App } from "./app.tsx";

/** Renders one server-rendered route (the public page or the 404 page) to HTML. */
export function render(url: string, data: PageData | null, texts: PageTexts | null = null): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App data={data} texts={texts} />
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * Renders an owner-area screen (sign-in, recovery, setup) to HTML. Its code (the owner app, the
 * endpoint contracts and zod) is loaded on the first such render, apart from the public page's.
 */
export async function renderOwner(url: string, seed: OwnerSeed): Promise<string> {
  const { renderOwnerScreen } = await import("./entry-owner-server.tsx");
  return renderOwnerScreen(url, seed);
}

/** The signed-in dashboard's first paint (decision 125): the owner app with its first answers. */
export async function renderDashboard(url: string, seed: OwnerSeed): Promise<string> {
  const { renderOwnerDashboard } = await import("./entry-owner-server.tsx");
  return renderOwnerDashboard(url, seed);
}
