import { Info } from "lucide-react";
import { Switch, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

export function AnalyticsPanel({ config, update }: PanelProps) {
  const analytics = config.analytics;
  return (
    <PanelFrame
      title="Analytics"
      description="Folio's own private visitor counts, and optional third-party trackers for the public page."
    >
      <Switch
        label="Built-in analytics"
        hint="Cookieless visitor counts in the Analytics tab: no consent banner needed, no third party"
        checked={analytics.builtIn}
        onChange={(builtIn) => update("analytics", { builtIn })}
      />
      <div className={styles.fields}>
        <TextField
          label="Keep daily figures (months)"
          hint="Raw events are kept 30 days; the daily figures as long as this"
          type="number"
          min={1}
          max={120}
          inputMode="numeric"
          value={String(analytics.retentionMonths)}
          onChange={(event) =>
            update("analytics", { retentionMonths: Number.parseInt(event.target.value, 10) || 0 })
          }
        />
      </div>
      <Switch
        label="Enable third-party analytics"
        hint="Load the Google Analytics, Tag Manager and Hotjar trackers below on the public page"
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
