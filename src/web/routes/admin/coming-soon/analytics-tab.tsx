import { BarChart3, Eye, Globe2, MonitorSmartphone, TrendingUp } from "lucide-react";
import { ComingSoonPanel } from "./coming-soon-panel.tsx";

export function AnalyticsTab() {
  return (
    <ComingSoonPanel
      icon={BarChart3}
      title="Analytics Coming Soon!"
      lead="Detailed insight into who visits your portfolio and what they look at. Total page views are already counted on the Overview."
      previews={[
        {
          icon: TrendingUp,
          title: "Visitor Analytics",
          text: "Daily visitors, sessions and trends over time.",
        },
        { icon: Eye, title: "Project Views", text: "Which projects people open, watch and follow." },
        {
          icon: MonitorSmartphone,
          title: "Device Statistics",
          text: "Phones, tablets and desktops, browsers and screens.",
        },
        { icon: Globe2, title: "Geographic Data", text: "Where in the world your visitors come from." },
      ]}
    />
  );
}
