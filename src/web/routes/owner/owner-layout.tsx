import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { useAdminTheme } from "#web/routes/admin/shell/use-stored-state.ts";
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
  return (
    <QueryClientProvider client={client}>
      <OwnerThemeContext value={theme}>
        <div data-admin-theme={theme[0]}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
          <OwnerToaster />
        </div>
      </OwnerThemeContext>
    </QueryClientProvider>
  );
}
