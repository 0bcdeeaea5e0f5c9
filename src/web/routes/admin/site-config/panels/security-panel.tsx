import { ShieldCheck } from "lucide-react";
import { Switch } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

export function SecurityPanel({ config, update }: PanelProps) {
  const security = config.security;
  return (
    <PanelFrame
      title="Security"
      description="HTTP headers every response carries. Changes apply to the next request."
    >
      <div className={styles.switches}>
        <Switch
          label="Content Security Policy"
          hint="Enforce the CSP (when off it is only reported)"
          checked={security.enableCSP}
          onChange={(enableCSP) => update("security", { enableCSP })}
        />
        <Switch
          label="HSTS"
          hint="Tell browsers to use HTTPS only (serve over HTTPS first)"
          checked={security.enableHSTS}
          onChange={(enableHSTS) => update("security", { enableHSTS })}
        />
        <Switch
          label="Hide Server Info"
          hint="Send no Server or X-Powered-By header"
          checked={security.hideServerInfo}
          onChange={(hideServerInfo) => update("security", { hideServerInfo })}
        />
      </div>
      <p className={styles.note}>
        <ShieldCheck aria-hidden="true" />
        The page runs no inline script, so the strict policy can be enforced safely. Configured analytics
        origins are added to it automatically.
      </p>
    </PanelFrame>
  );
}
