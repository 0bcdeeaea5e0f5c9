import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import type { PageData } from "#shared/page/page-data.ts";
import { RouteLoading } from "./components/route-loading.tsx";
import { HomePage } from "./routes/public/home-page.tsx";
import { NotFoundPage } from "./routes/public/not-found-page.tsx";

// Auth and admin screens are separate chunks: the public page never downloads them.
const LoginPage = lazy(() => import("./routes/auth/login-page.tsx").then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import("./routes/auth/forgot-password-page.tsx").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("./routes/auth/reset-password-page.tsx").then((m) => ({ default: m.ResetPasswordPage })),
);
const SetupPage = lazy(() => import("./routes/auth/setup-page.tsx").then((m) => ({ default: m.SetupPage })));
const AdminDashboardPage = lazy(() =>
  import("./routes/admin/admin-dashboard-page.tsx").then((m) => ({ default: m.AdminDashboardPage })),
);

export function App({ data }: { data: PageData | null }) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Routes>
        <Route path="/" element={data ? <HomePage data={data} /> : <RouteLoading reloadTo="/" />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/setup" element={<SetupPage />} />
        <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
