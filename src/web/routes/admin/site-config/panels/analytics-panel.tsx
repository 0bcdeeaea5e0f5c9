import { Info } from "lucide-react";
import { Switch, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

export function AnalyticsPanel({ config, update }: PanelProps) {
  const analytics = config.analytics;
  return (
    <PanelFrame
      title="Analytics"
      description="Third-party trackers for the public page. Nothing loads while analytics are off."
    >
      <Switch
        label="Enable Analytics"
        hint="Load the trackers below on the public page"
        checked={analytics.enableAnalytics}
        onChange={(enableAnalytics) => update("analytics", { enableAnalytics })}
      />
      <div className={styles.fields}>
        <TextField
          label="Google Analytics ID"
          placeholder="G-XXXXXXXXXX"
          value={analytics.googleAnalyticsId}
          onChange={(event) => update("analytics", { googleAnalyticsId: event.target.value })}
        />
        <TextField
          label="Google Tag Manager ID"
          placeholder="GTM-XXXXXXX"
          value={analytics.googleTagManagerId}
          onChange={(event) => update("analytics", { googleTagManagerId: event.target.value })}
        />
        <TextField
          label="Hotjar ID"
          placeholder="1234567"
          inputMode="numeric"
          value={analytics.hotjarId}
          onChange={(event) => update("analytics", { hotjarId: event.target.value })}
        />
      </div>
      <p className={styles.note}>
        <Info aria-hidden="true" />
        The trackers load from one script on your own domain, and the Content-Security-Policy allows exactly
        their origins, so analytics keep working with CSP enforced.
      </p>
    </PanelFrame>
  );
}
