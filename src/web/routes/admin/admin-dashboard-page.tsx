import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { AuthGuard } from "#web/components/auth-guard.tsx";
import { useSession } from "#web/hooks/use-session.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { AdminToaster } from "./components/admin-toaster.tsx";
import { DashboardShell } from "./shell/dashboard-shell.tsx";
import styles from "./shell/shell.module.css";
import { SignedOutPanel } from "./shell/signed-out-panel.tsx";
import { useAdminTheme } from "./shell/use-stored-state.ts";
import "./components/admin-theme.css";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 404, 409…) are answers, not hiccups: do not retry them.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** /admin-dashboard: one query client for every tab, the theme, and the signed-in check. */
export function AdminDashboardPage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminRoot />
    </QueryClientProvider>
  );
}

function AdminRoot() {
  const { user, loading, refresh, signOut } = useSession();
  const [theme, setTheme] = useAdminTheme();
  const queryClient = useQueryClient();

  // A 401 from any tab means the session ended elsewhere: re-check it, which shows the signed-out panel.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type === "updated" && error instanceof ApiError && error.status === 401) void refresh();
      }),
    [queryClient, refresh],
  );

  useEffect(() => {
    document.title = "Admin Dashboard · Folio";
  }, []);

  // Arriving signed out: the guard shows 'Loading...' then redirects to /login. A session that ends while
  // the dashboard is open (expired, or signed out in another tab) shows the spec's message instead.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  return (
    <div className={styles.root} data-admin-theme={theme}>
      {!user && !loading && hadUser.current ? (
        <SignedOutPanel />
      ) : (
        <AuthGuard>
          {user && (
            <DashboardShell
              user={user}
              theme={theme}
              onToggleTheme={() => setTheme(theme === "dark" ? "light" : "dark")}
              signOut={signOut}
            />
          )}
        </AuthGuard>
      )}
      <AdminToaster />
    </div>
  );
}
