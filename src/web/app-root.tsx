import { StrictMode } from "react";
import { BrowserRouter } from "react-router";
import type { PageData } from "#shared/page/page-data.ts";
import { App } from "./app.tsx";

/** Every route but the public page (the owner area, the 404 page) under the router: a lazy chunk. */
export function AppRoot({ data }: { data: PageData | null }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App data={data} />
      </BrowserRouter>
    </StrictMode>
  );
}
