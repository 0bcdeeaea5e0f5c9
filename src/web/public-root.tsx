import { StrictMode, Suspense } from "react";
import type { PageData } from "#shared/page/page-data.ts";
import { RouteLoading } from "./components/route-loading.tsx";
import { HomePage } from "./routes/public/home-page.tsx";

/**
 * The public page as the browser hydrates it: the same tree the server renders for `/` through the
 * router (StrictMode, the app's Suspense boundary, the page), without the router, which renders no
 * markup of its own. So `/` hydrates without react-router's code; a unit test holds the two to the
 * same HTML.
 */
export function PublicRoot({ data }: { data: PageData }) {
  return (
    <StrictMode>
      <Suspense fallback={<RouteLoading />}>
        <HomePage data={data} />
      </Suspense>
    </StrictMode>
  );
}
