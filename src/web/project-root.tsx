import { StrictMode, Suspense } from "react";
import type { PageData } from "#shared/page/page-data.ts";
import type { ProjectPageData } from "#shared/projects/project-page.ts";
import { RouteLoading } from "./components/route-loading.tsx";
import { ProjectPage } from "./routes/public/project-page/project-page.tsx";

/**
 * A project's page as the browser hydrates it (a lazy chunk): the tree the server renders for
 * `/projects/:slug`, without the router. The write-up's HTML is read back from the server's markup.
 */
export function ProjectRoot({ data, page }: { data: PageData; page: ProjectPageData }) {
  return (
    <StrictMode>
      <Suspense fallback={<RouteLoading />}>
        <ProjectPage data={data} page={page} />
      </Suspense>
    </StrictMode>
  );
}
