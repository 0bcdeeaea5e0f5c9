import { Route, Routes } from "react-router";
import type { OwnerSeed } from "#shared/page/owner-seed.ts";
import { resolvePageTexts } from "#shared/texts/resolve.ts";
import { ConfirmEmailPage } from "./routes/auth/confirm-email-page.tsx";
import { ForgotPasswordPage } from "./routes/auth/forgot-password-page.tsx";
import { InvitePage } from "./routes/auth/invite-page.tsx";
import { LoginPage } from "./routes/auth/login-page.tsx";
import { ResetPasswordPage } from "./routes/auth/reset-password-page.tsx";
import { SetupPage } from "./routes/auth/setup-page.tsx";
import { OwnerLayout } from "./routes/owner/owner-layout.tsx";
import { retryableLazy } from "./routes/owner/retryable-lazy.tsx";
import { NotFoundPage } from "./routes/public/not-found-page.tsx";
import { TextsContext } from "./routes/public/texts.ts";
// The site's base styles (tokens, faces, reset), without the public page's sections.
import "./styles/owner-base.css";

// The dashboard is a chunk of its own (and each of its tabs another): signing in never downloads it.
const AdminDashboardPage = retryableLazy<object>(() =>
  import("./routes/admin/admin-dashboard-page.tsx").then((m) => ({ default: m.AdminDashboardPage })),
);

/**
 * Loads the code of the dashboard and of its Overview, so a render after it takes over the dashboard's
 * server paint at once, with no loading state in between (decision 125).
 */
export function preloadDashboard(): Promise<unknown> {
  return Promise.all([
    AdminDashboardPage.preload(),
    import("./routes/admin/dashboard-tabs.tsx").then(({ findTab }) =>
      findTab("overview").component.preload(),
    ),
  ]);
}

/** The 404 page inside the owner area speaks the catalogue's defaults. */
const defaultTexts = { texts: resolvePageTexts({}), language: "en" };

interface OwnerAppProps {
  /** What the server rendered the screen with (none for a screen that arrived as an empty shell). */
  seed?: OwnerSeed | null;
  /** True while hydrating server HTML: the first render must be the server's. */
  hydrating?: boolean;
  /** Called in the commit that hydrates the screen (see `OwnerLayout`). */
  onHydrated?: () => void;
}

/**
 * The owner area (its own browser entry, `entry-owner.tsx`, apart from the public page's): the
 * sign-in, recovery, setup and invitation screens, rendered on the server too, and the dashboard.
 */
export function OwnerApp({ seed = null, hydrating = false, onHydrated }: OwnerAppProps) {
  return (
    <TextsContext value={defaultTexts}>
      <Routes>
        <Route element={<OwnerLayout seed={seed} hydrating={hydrating} onHydrated={onHydrated} />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/setup" element={<SetupPage />} />
          <Route path="/invite" element={<InvitePage />} />
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </TextsContext>
  );
}
