import { ExternalLink, LogOut, Moon, PanelLeftClose, PanelLeftOpen, Sun, X } from "lucide-react";
import type { DashboardTab } from "#web/routes/admin/dashboard-tabs.tsx";
import styles from "./shell.module.css";
import type { AdminTheme } from "./use-stored-state.ts";

export interface SidebarProps {
  /** The tabs the signed-in user's role may use. */
  tabs: DashboardTab[];
  activeId: string;
  collapsed: boolean;
  mobileOpen: boolean;
  theme: AdminTheme;
  onSelect: (tab: DashboardTab) => void;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
  onToggleTheme: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function Sidebar({
  tabs,
  activeId,
  collapsed,
  mobileOpen,
  theme,
  onSelect,
  onToggleCollapsed,
  onCloseMobile,
  onToggleTheme,
  onLogout,
  loggingOut,
}: SidebarProps) {
  const themeLabel = theme === "dark" ? "Light mode" : "Dark mode";
  return (
    <div className={`${styles.rail} ${collapsed ? styles.railCollapsed : ""}`}>
      <aside
        className={`${styles.sidebar} ${collapsed ? styles.collapsed : ""} ${mobileOpen ? styles.mobileOpen : ""}`}
        aria-label="Dashboard navigation"
        id="admin-sidebar"
      >
        <div className={styles.brandRow}>
          <a href="/" className={styles.brand} title="View the public site">
            <span className={styles.brandMark} aria-hidden="true">
              F
            </span>
            <span className={styles.brandText}>
              Folio<span className={styles.brandTag}>Admin</span>
            </span>
          </a>
          <button
            type="button"
            className={styles.mobileClose}
            aria-label="Close menu"
            onClick={onCloseMobile}
          >
            <X />
          </button>
        </div>

        <nav className={styles.nav}>
          <span className={styles.navCaption}>Workspace</span>
          <ul>
            {tabs.map((tab) => {
              const Icon = tab.icon;
              const Badge = tab.badge;
              const active = tab.id === activeId;
              return (
                <li key={tab.id}>
                  <button
                    type="button"
                    className={`${styles.navItem} ${active ? styles.navItemActive : ""}`}
                    aria-current={active ? "page" : undefined}
                    title={collapsed ? tab.label : undefined}
                    onClick={() => onSelect(tab)}
                    data-tab={tab.id}
                  >
                    <Icon aria-hidden="true" />
                    <span className={styles.navLabel}>{tab.label}</span>
                    {Badge && <Badge />}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.sidebarFooter}>
          <a href="/" target="_blank" rel="noreferrer" className={styles.navItem} title="View site">
            <ExternalLink aria-hidden="true" />
            <span className={styles.navLabel}>View site</span>
          </a>
          <button
            type="button"
            className={styles.navItem}
            onClick={onToggleTheme}
            aria-label={`Switch to ${themeLabel.toLowerCase()}`}
            title={themeLabel}
          >
            {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
            <span className={styles.navLabel}>{themeLabel}</span>
          </button>
          <button
            type="button"
            className={`${styles.navItem} ${styles.logout}`}
            onClick={onLogout}
            disabled={loggingOut}
            title="Logout"
          >
            <LogOut aria-hidden="true" />
            <span className={styles.navLabel}>{loggingOut ? "Logging out..." : "Logout"}</span>
          </button>
          <button
            type="button"
            className={`${styles.navItem} ${styles.collapseToggle}`}
            onClick={onToggleCollapsed}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
            title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            <span className={styles.navLabel}>Collapse</span>
          </button>
        </div>
      </aside>
    </div>
  );
}
