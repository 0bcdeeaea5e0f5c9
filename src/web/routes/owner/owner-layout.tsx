import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, useLayoutEffect, useState } from "react";
import { Outlet } from "react-router";
import { type OwnerSeed, sessionQueryKey } from "#shared/page/owner-seed.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { markSignedIn } from "#web/lib/owner-browser.ts";
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
 * own: the public page never loads it. `seed` holds the answers a server-rendered screen was made
 * with; while `hydrating`, the stored theme is read after the first render (the server cannot know it).
 */
export function OwnerLayout({
  seed = null,
  hydrating = false,
  onHydrated,
}: {
  seed?: OwnerSeed | null;
  hydrating?: boolean;
  /** Called in the commit that hydrates the screen (the sign-in screens' script replays input there). */
  onHydrated?: () => void;
}) {
  const [client] = useState(() => {
    const created = createOwnerQueryClient();
    // The answers the server rendered the screen with: the first render is the server's.
    for (const [key, data] of seed?.queries ?? []) created.setQueryData(key, data);
    return created;
  });
  // A page sent with its session (the dashboard's) skipped the session query, which keeps this mark.
  useEffect(() => {
    if (client.getQueryData(sessionQueryKey)) markSignedIn(true);
  }, [client]);
  const theme = useAdminTheme(hydrating);
  // Back after an outage: every query asks again, so no screen keeps showing the failure.
  useEffect(() => onServerRecovered(() => void client.invalidateQueries()), [client]);
  return (
    <QueryClientProvider client={client}>
      <OwnerThemeContext value={theme}>
        <div data-admin-theme={theme[0]}>
          <ErrorBoundary label="This page">
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
              <Committed done={onHydrated} />
            </Suspense>
          </ErrorBoundary>
          <OfflineBanner />
          <OwnerToaster />
        </div>
      </OwnerThemeContext>
    </QueryClientProvider>
  );
}

/**
 * Calls `done` once, in the commit that puts the screen in the page (inside the Suspense boundary, which
 * hydrates on its own pass), before any render that follows: a layout effect. Renders nothing.
 */
function Committed({ done }: { done?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the first commit.
  useLayoutEffect(() => done?.(), []);
  return null;
}
