import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { onServerRecovered } from "#web/lib/server-status.ts";
import { useAdminTheme } from "#web/routes/admin/shell/use-stored-state.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { OwnerThemeContext } from "./owner-theme.ts";
import { OwnerToaster } from "./owner-toaster.tsx";
import { createOwnerQueryClient } from "./query-client.ts";
import "#web/routes/admin/components/admin-theme.css";

/**
 * The owner area's one layout (/login, /setup, /forgot-password, /reset-password, /admin-dashboard):
 * the query client that holds the session, the theme and the one toast container. A lazy chunk of its
 * own: the public page never loads it, and the screens inside stay lazy chunks too.
 */
export function OwnerLayout() {
  const [client] = useState(createOwnerQueryClient);
  const theme = useAdminTheme();
  // Back after an outage: every query asks again, so no screen keeps showing the failure.
  useEffect(() => onServerRecovered(() => void client.invalidateQueries()), [client]);
  return (
    <QueryClientProvider client={client}>
      <OwnerThemeContext value={theme}>
        <div data-admin-theme={theme[0]}>
          <ErrorBoundary label="This page">
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
          <OfflineBanner />
          <OwnerToaster />
        </div>
      </OwnerThemeContext>
    </QueryClientProvider>
  );
}
