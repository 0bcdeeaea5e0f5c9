import { Switch } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

export function PerformancePanel({ config, update }: PanelProps) {
  const performance = config.performance;
  return (
    <PanelFrame title="Performance" description="How the public page loads.">
      <div className={styles.switches}>
        <Switch
          label="Lazy Loading"
          hint="Images and videos load as they scroll into view"
          checked={performance.enableLazyLoading}
          onChange={(enableLazyLoading) => update("performance", { enableLazyLoading })}
        />
        <Switch
          label="Image Optimization"
          hint="Responsive WebP variants sized for each screen"
          checked={performance.enableImageOptimization}
          onChange={(enableImageOptimization) => update("performance", { enableImageOptimization })}
        />
        <Switch
          label="Code Splitting"
          hint="Heavy parts of the page load on demand"
          checked={performance.enableCodeSplitting}
          onChange={(enableCodeSplitting) => update("performance", { enableCodeSplitting })}
        />
        <Switch
          label="Service Worker"
          hint="Caches the page so it opens offline and instantly on return"
          checked={performance.enableServiceWorker}
          onChange={(enableServiceWorker) => update("performance", { enableServiceWorker })}
        />
      </div>
    </PanelFrame>
  );
}
