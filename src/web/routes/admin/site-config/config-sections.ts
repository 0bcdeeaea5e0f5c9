import {
  ArchiveRestore,
  BarChart3,
  Gauge,
  Globe,
  Languages,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  Palette,
  Search,
  Shield,
} from "lucide-react";

export const configSections: { id: string; label: string; icon: LucideIcon }[] = [
  { id: "theme", label: "Theme & Colors", icon: Palette },
  { id: "site", label: "Site Settings", icon: Globe },
  { id: "texts", label: "Texts", icon: Languages },
  { id: "layout", label: "Layout", icon: LayoutTemplate },
  { id: "seo", label: "SEO", icon: Search },
  { id: "contact", label: "Contact", icon: Mail },
  { id: "analytics", label: "Analytics", icon: BarChart3 },
  { id: "performance", label: "Performance", icon: Gauge },
  { id: "security", label: "Security", icon: Shield },
  { id: "backups", label: "Backups", icon: ArchiveRestore },
];
