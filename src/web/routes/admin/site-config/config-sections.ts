import {
  ArchiveRestore,
  BarChart3,
  Gauge,
  Globe,
  History,
  Languages,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  Palette,
  Search,
  Shield,
} from "lucide-react";

/**
 * The Site Config sections, in order. `preview: false`: nothing the page shows changes with these
 * settings (they act on the server, the browser's loading or the counts), so no live preview is offered.
 */
export const configSections: { id: string; label: string; icon: LucideIcon; preview?: false }[] = [
  { id: "theme", label: "Theme & Colors", icon: Palette },
  { id: "site", label: "Site Settings", icon: Globe },
  { id: "texts", label: "Texts", icon: Languages },
  { id: "layout", label: "Layout", icon: LayoutTemplate },
  { id: "seo", label: "SEO", icon: Search },
  { id: "contact", label: "Contact", icon: Mail },
  { id: "analytics", label: "Analytics", icon: BarChart3, preview: false },
  { id: "performance", label: "Performance", icon: Gauge, preview: false },
  { id: "security", label: "Security", icon: Shield, preview: false },
  { id: "backups", label: "Backups", icon: ArchiveRestore, preview: false },
  { id: "history", label: "History", icon: History },
];
