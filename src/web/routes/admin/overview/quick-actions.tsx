import { ArrowUpRight, BarChart3, FileText, Palette, Plus } from "lucide-react";
import { useSearchParams } from "react-router";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { findTab } from "#web/routes/admin/dashboard-tabs.tsx";
import { newProjectParams } from "#web/routes/admin/projects/projects-api.ts";
import { useSession } from "#web/routes/owner/session.ts";
import styles from "./overview.module.css";

const actions = [
  {
    label: "Add New Project",
    text: "Open the project form",
    icon: Plus,
    params: newProjectParams,
  },
  {
    label: "Update Theme",
    text: "Colours of the public page",
    icon: Palette,
    params: { tab: "site-config", section: "theme" },
  },
  { label: "Edit Content", text: "Texts of every section", icon: FileText, params: { tab: "content" } },
  { label: "View Analytics", text: "Visitors and trends", icon: BarChart3, params: { tab: "analytics" } },
] as const;

/** The Overview's shortcuts: each one opens its tab (and form or sub-tab) through the URL. */
export function QuickActions() {
  const [, setSearchParams] = useSearchParams();
  const role = useSession().user?.role ?? "editor";
  // An editor sees only the shortcuts to tabs they may use.
  const usable = actions.filter(({ params }) => findTab(params.tab, role).id === params.tab);
  return (
    <section className={`${surfaces.card} ${styles.panel}`} aria-labelledby="quick-actions-title">
      <h3 id="quick-actions-title" className={styles.panelTitle}>
        Quick Actions
      </h3>
      <div className={styles.actions}>
        {usable.map(({ label, text, icon: Icon, params }) => (
          <button key={label} type="button" className={styles.action} onClick={() => setSearchParams(params)}>
            <span className={`${surfaces.iconTile} ${styles.actionIcon}`} aria-hidden="true">
              <Icon />
            </span>
            <span className={styles.actionText}>
              <span className={styles.actionLabel}>{label}</span>
              <span className={styles.actionHint}>{text}</span>
            </span>
            <ArrowUpRight className={styles.actionArrow} aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
