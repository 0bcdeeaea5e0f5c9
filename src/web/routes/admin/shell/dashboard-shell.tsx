import { Suspense, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { authMessages } from "#shared/auth/rules.ts";
import { useAccount } from "#web/routes/admin/account/account-api.ts";
import { LoadingState } from "#web/routes/admin/components/panel.tsx";
import { type DashboardTab, dashboardTabs, findTab, tabsFor } from "#web/routes/admin/dashboard-tabs.tsx";
import { ErrorBoundary } from "#web/routes/owner/error-boundary.tsx";
import { useSignOut } from "#web/routes/owner/session.ts";
import { DashboardHeader, type HeaderUser } from "./dashboard-header.tsx";
import { NoAccessNote } from "./no-access-note.tsx";
import { takesOverPaint } from "./paint-taken-over.ts";
import styles from "./shell.module.css";
import { Sidebar } from "./sidebar.tsx";
import { type AdminTheme, useStoredChoice } from "./use-stored-state.ts";

export interface DashboardShellProps {
  user: HeaderUser;
  theme: AdminTheme;
  onToggleTheme: () => void;
}

/** Sidebar + header + the active tab. The tab lives in `?tab=`, so reload and Back keep it. */
export function DashboardShell({ user, theme, onToggleTheme }: DashboardShellProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const role = user.role ?? "editor";
  // While the owner requires two-factor sign-in and this account has none, only Account is reachable.
  const account = useAccount();
  const mustSetUpTwoFactor = account.data?.twoFactorRequired === true;
  const tabs = mustSetUpTwoFactor ? [findTab("account")] : tabsFor(role);
  const active = mustSetUpTwoFactor ? findTab("account") : findTab(searchParams.get("tab"), role);
  // A tab this role may not open, asked for by name: said so in its place (not silently Overview).
  const refused = mustSetUpTwoFactor
    ? undefined
    : dashboardTabs.find((tab) => tab.id === searchParams.get("tab") && tab.id !== active.id);
  const [sidebar, setSidebar] = useStoredChoice("folio-admin-sidebar", ["expanded", "collapsed"], "expanded");
  const [mobileOpen, setMobileOpen] = useState(false);
  // The tab that took the place of the server's paint is already on screen: no fade-in for it.
  const [paintedTab] = useState(() => (takesOverPaint() ? active.id : null));
  const signOut = useSignOut();

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMobileOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  const select = (tab: DashboardTab) => {
    setMobileOpen(false);
    if (tab.id !== (refused ?? active).id) setSearchParams({ tab: tab.id });
  };

  /** Success goes to /login; a failure keeps the owner signed in here and says so. */
  const logout = async () => {
    try {
      await signOut.mutateAsync();
      navigate("/login", { replace: true });
    } catch {
      toast.error(authMessages.logoutFailed);
    }
  };

  const Active = active.component;
  const shown = refused ?? active;
  return (
    <div className={styles.layout}>
      <Sidebar
        tabs={tabs}
        activeId={shown.id}
        collapsed={sidebar === "collapsed"}
        mobileOpen={mobileOpen}
        theme={theme}
        onSelect={select}
        onToggleCollapsed={() => setSidebar(sidebar === "collapsed" ? "expanded" : "collapsed")}
        onCloseMobile={() => setMobileOpen(false)}
        onToggleTheme={onToggleTheme}
        onLogout={logout}
        loggingOut={signOut.isPending}
      />
      {mobileOpen && (
        <button
          type="button"
          className={styles.scrim}
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setMobileOpen(false)}
        />
      )}
      <div className={styles.main}>
        <DashboardHeader
          title={shown.label}
          user={user}
          onOpenAccount={() => select(findTab("account"))}
          menuOpen={mobileOpen}
          onOpenMenu={() => setMobileOpen(true)}
        />
        <main
          className={shown.id === paintedTab ? `${styles.content} ${styles.contentShown}` : styles.content}
          key={shown.id}
          data-active-tab={shown.id}
          aria-label={shown.label}
        >
          {refused ? (
            <NoAccessNote label={refused.label} onLeave={() => select(findTab("overview"))} />
          ) : (
            <ErrorBoundary label={`The ${active.label} tab`}>
              <Suspense fallback={<LoadingState label="Loading..." />}>
                <Active />
              </Suspense>
            </ErrorBoundary>
          )}
        </main>
      </div>
    </div>
  );
}
