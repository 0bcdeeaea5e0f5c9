import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
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
