import {
  BarChart3,
  FileText,
  FileUser,
  FolderKanban,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  NotebookPen,
  Settings2,
  Trash2,
  UserCircle2,
  Users,
} from "lucide-react";
import type { ComponentType } from "react";
import { retryableLazy as lazy, type PreloadableComponent } from "#web/routes/owner/retryable-lazy.tsx";
import { MessagesBadge } from "./messages/messages-badge.tsx";

export interface DashboardTab {
  /** The `?tab=` value. */
  id: string;
  /** Sidebar label and header title. */
  label: string;
  icon: LucideIcon;
  /** Lazy (its own chunk), and asked for again after a failed load (see `retryableLazy`). */
  component: PreloadableComponent<object>;
  /** Optional small component beside the label (e.g. an unread count); render nothing for none. */
  badge?: ComponentType;
  /** Shown to owners only: an editor cannot use it (the server refuses its calls with 403 too). */
  ownerOnly?: boolean;
}

/**
 * The dashboard's tabs, in sidebar order. To add a tab, add ONE entry here (lazy, so each tab is its
 * own chunk). Overview is the default.
 */
export const dashboardTabs: DashboardTab[] = [
  {
    id: "overview",
    label: "Overview",
    icon: LayoutDashboard,
    component: lazy(() => import("./overview/overview-tab.tsx").then((m) => ({ default: m.OverviewTab }))),
  },
  {
    id: "content",
    label: "Content",
    icon: FileText,
    component: lazy(() => import("./content/content-tab.tsx").then((m) => ({ default: m.ContentTab }))),
  },
  {
    id: "projects",
    label: "Projects",
    icon: FolderKanban,
    component: lazy(() => import("./projects/projects-tab.tsx").then((m) => ({ default: m.ProjectsTab }))),
  },
  {
    id: "writing",
    label: "Writing",
    icon: NotebookPen,
    component: lazy(() => import("./writing/writing-tab.tsx").then((m) => ({ default: m.WritingTab }))),
  },
  {
    id: "trash",
    label: "Trash",
    icon: Trash2,
    component: lazy(() => import("./trash/trash-tab.tsx").then((m) => ({ default: m.TrashTab }))),
  },
  {
    id: "resume",
    label: "Résumé",
    icon: FileUser,
    component: lazy(() => import("./resume/resume-tab.tsx").then((m) => ({ default: m.ResumeTab }))),
  },
  {
    id: "messages",
    label: "Messages",
    icon: Mail,
    component: lazy(() => import("./messages/messages-tab.tsx").then((m) => ({ default: m.MessagesTab }))),
    badge: MessagesBadge,
  },
  {
    id: "site-config",
    label: "Site Config",
    icon: Settings2,
    ownerOnly: true,
    component: lazy(() =>
      import("./site-config/site-config-tab.tsx").then((m) => ({ default: m.SiteConfigTab })),
    ),
  },
  {
    id: "analytics",
    label: "Analytics",
    icon: BarChart3,
    component: lazy(() => import("./analytics/analytics-tab.tsx").then((m) => ({ default: m.AnalyticsTab }))),
  },
  {
    id: "users",
    label: "Users",
    icon: Users,
    ownerOnly: true,
    component: lazy(() => import("./users/users-tab.tsx").then((m) => ({ default: m.UsersTab }))),
  },
  {
    id: "account",
    label: "Account",
    icon: UserCircle2,
    component: lazy(() => import("./account/account-tab.tsx").then((m) => ({ default: m.AccountTab }))),
  },
];

/** The tabs a role may use, in sidebar order. */
export function tabsFor(role: "owner" | "editor"): DashboardTab[] {
  return dashboardTabs.filter((tab) => role === "owner" || !tab.ownerOnly);
}

/** The tab of `?tab=` when the role may use it, else Overview. */
export function findTab(id: string | null, role: "owner" | "editor" = "owner"): DashboardTab {
  return tabsFor(role).find((tab) => tab.id === id) ?? (dashboardTabs[0] as DashboardTab);
}
