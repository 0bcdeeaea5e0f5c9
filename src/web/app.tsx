import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import type { PageData } from "#shared/page/page-data.ts";
import { livePreviewPath } from "#shared/page/routes.ts";
import type { PageTexts } from "#shared/texts/catalogue.ts";
import { resolvePageTexts } from "#shared/texts/resolve.ts";
import { RouteLoading } from "./components/route-loading.tsx";
import { HomePage } from "./routes/public/home-page.tsx";
import { NotFoundPage } from "./routes/public/not-found-page.tsx";
import { ProjectPage } from "./routes/public/project-page/project-page.tsx";
import { TextsContext } from "./routes/public/texts.ts";
import { PostPage } from "./routes/public/writing/post-page.tsx";
import { WritingPage } from "./routes/public/writing/writing-page.tsx";

// The owner area is a browser entry of its own (`owner-app.tsx`, `entry-owner.tsx`): the public page
// never downloads it.

// The editors' live preview: the public page with the owner's unsaved draft, in its own chunk.
const PreviewPage = lazy(() =>
  import("./routes/admin/preview/preview-page.tsx").then((m) => ({ default: m.PreviewPage })),
);

/**
 * The texts of the pages rendered here: given by the server (the 404 page), else the public page's own;
 * the defaults for a 404 reached inside the owner area.
 */
function pageTexts(data: PageData | null, texts: PageTexts | null): PageTexts {
  if (texts) return texts;
  if (data) return { texts: data.texts, language: data.siteConfig.site.language };
  return { texts: resolvePageTexts({}), language: "en" };
}

export function App({ data, texts = null }: { data: PageData | null; texts?: PageTexts | null }) {
  return (
    <TextsContext value={pageTexts(data, texts)}>
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          <Route path="/" element={data ? <HomePage data={data} /> : <RouteLoading reloadTo="/" />} />
          <Route
            path="/projects/:slug"
            element={
              data?.projectPage ? <ProjectPage data={data} page={data.projectPage} /> : <NotFoundPage />
            }
          />
          <Route
            path="/writing"
            element={
              data?.writingPage ? <WritingPage data={data} page={data.writingPage} /> : <NotFoundPage />
            }
          />
          <Route
            path="/writing/:slug"
            element={data?.postPage ? <PostPage data={data} page={data.postPage} /> : <NotFoundPage />}
          />
          <Route path={livePreviewPath} element={<PreviewPage data={data} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </TextsContext>
  );
}
