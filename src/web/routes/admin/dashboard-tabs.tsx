import {
  BarChart3,
  FileText,
  FolderKanban,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Settings2,
  Users,
} from "lucide-react";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { MessagesBadge } from "./messages/messages-badge.tsx";

export interface DashboardTab {
  /** The `?tab=` value. */
  id: string;
  /** Sidebar label and header title. */
  label: string;
  icon: LucideIcon;
  component: LazyExoticComponent<ComponentType>;
  /** Optional small component beside the label (e.g. an unread count); render nothing for none. */
  badge?: ComponentType;
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
    component: lazy(() => import("./coming-soon/users-tab.tsx").then((m) => ({ default: m.UsersTab }))),
  },
];

export function findTab(id: string | null): DashboardTab {
  return dashboardTabs.find((tab) => tab.id === id) ?? (dashboardTabs[0] as DashboardTab);
}
