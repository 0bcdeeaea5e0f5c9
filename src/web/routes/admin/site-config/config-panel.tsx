import type { ComponentEntry } from "#shared/components/schema.ts";
import { BackupPanel } from "./backup/backup-panel.tsx";
import { AnalyticsPanel } from "./panels/analytics-panel.tsx";
import { ContactPanel } from "./panels/contact-panel.tsx";
import { LayoutPanel } from "./panels/layout-panel.tsx";
import type { PanelProps } from "./panels/panel-frame.tsx";
import { PerformancePanel } from "./panels/performance-panel.tsx";
import { SecurityPanel } from "./panels/security-panel.tsx";
import { SeoPanel } from "./panels/seo-panel.tsx";
import { SitePanel } from "./panels/site-panel.tsx";
import { TextsPanel } from "./panels/texts-panel.tsx";
import { ThemePanel } from "./panels/theme-panel.tsx";

export function ConfigPanel({
  section,
  components,
  onComponentsChange,
  ...props
}: PanelProps & {
  section: string;
  components: ComponentEntry[];
  onComponentsChange: (next: ComponentEntry[]) => void;
}) {
  switch (section) {
    case "site":
      return <SitePanel {...props} />;
    case "texts":
      return <TextsPanel {...props} />;
    case "layout":
      return <LayoutPanel {...props} components={components} onComponentsChange={onComponentsChange} />;
    case "seo":
      return <SeoPanel {...props} />;
    case "contact":
      return <ContactPanel {...props} />;
    case "analytics":
      return <AnalyticsPanel {...props} />;
    case "performance":
      return <PerformancePanel {...props} />;
    case "security":
      return <SecurityPanel {...props} />;
    case "backups":
      return <BackupPanel />;
    default:
      return <ThemePanel {...props} />;
  }
}
