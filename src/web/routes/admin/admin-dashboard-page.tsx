import { useEffect, useRef } from "react";
import { AuthGuard } from "#web/routes/owner/auth-guard.tsx";
import { ErrorBoundary } from "#web/routes/owner/error-boundary.tsx";
import { useOwnerTheme } from "#web/routes/owner/owner-theme.ts";
import { useSession } from "#web/routes/owner/session.ts";
import { DashboardShell } from "./shell/dashboard-shell.tsx";
import styles from "./shell/shell.module.css";
import { SignedOutPanel } from "./shell/signed-out-panel.tsx";

/**
 * /admin-dashboard: the signed-in check, then the shell. The query client, the theme and the toasts
 * come from the owner layout around it.
 */
export function AdminDashboardPage() {
  const { user, loading } = useSession();
  const [theme, setTheme] = useOwnerTheme();

  useEffect(() => {
    document.title = "Admin Dashboard · Folio";
  }, []);

  // Arriving signed out: the guard shows 'Loading...' then redirects to /login. A session that ends while
  // the dashboard is open (expired, or signed out in another tab) shows the signed-out panel instead.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  return (
    <div className={styles.root}>
      {!user && !loading && hadUser.current ? (
        <SignedOutPanel />
      ) : (
        <AuthGuard>
          {user && (
            <ErrorBoundary label="The dashboard">
              <DashboardShell
                user={user}
                theme={theme}
                onToggleTheme={() => setTheme(theme === "dark" ? "light" : "dark")}
              />
            </ErrorBoundary>
          )}
        </AuthGuard>
      )}
    </div>
  );
}
