import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { useSession } from "./session.ts";

/**
 * Shows its children only to the signed-in owner: 'Loading...' while the session is resolved,
 * a redirect to /login when nobody is signed in.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <RouteLoading />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
