import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import type { PageData } from "#shared/page/page-data.ts";
import { livePreviewPath } from "#shared/page/routes.ts";
import { type PageTexts, resolveTexts } from "#shared/texts/catalogue.ts";
import { RouteLoading } from "./components/route-loading.tsx";
import { HomePage } from "./routes/public/home-page.tsx";
import { NotFoundPage } from "./routes/public/not-found-page.tsx";
import { ProjectPage } from "./routes/public/project-page/project-page.tsx";
import { TextsContext } from "./routes/public/texts.ts";

// The owner area is lazy chunks the public page never downloads: one layout route (query client,
// session, theme, toasts) around the sign-in screens, which share its chunk, and the dashboard, which
// has its own.
const ownerArea = () => import("./routes/owner/owner-area.ts");
const OwnerLayout = lazy(() => ownerArea().then((m) => ({ default: m.OwnerLayout })));
const LoginPage = lazy(() => ownerArea().then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() => ownerArea().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => ownerArea().then((m) => ({ default: m.ResetPasswordPage })));
const SetupPage = lazy(() => ownerArea().then((m) => ({ default: m.SetupPage })));
const InvitePage = lazy(() => ownerArea().then((m) => ({ default: m.InvitePage })));
const ConfirmEmailPage = lazy(() => ownerArea().then((m) => ({ default: m.ConfirmEmailPage })));
const AdminDashboardPage = lazy(() =>
  import("./routes/admin/admin-dashboard-page.tsx").then((m) => ({ default: m.AdminDashboardPage })),
);

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
  return { texts: resolveTexts({}), language: "en" };
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
          <Route path={livePreviewPath} element={<PreviewPage data={data} />} />
          <Route element={<OwnerLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/setup" element={<SetupPage />} />
            <Route path="/invite" element={<InvitePage />} />
            <Route path="/confirm-email" element={<ConfirmEmailPage />} />
            <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </TextsContext>
  );
}
