import { ShieldCheck } from "lucide-react";
import { Switch } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

/** The dashboard is only reachable on PUBLIC_URL's origin (sign-in refuses any other), so this is its scheme. */
const servedOverHttps = () => typeof window !== "undefined" && window.location.protocol === "https:";

export function SecurityPanel({ config, update }: PanelProps) {
  const security = config.security;
  const hstsRecommended = servedOverHttps() && !security.enableHSTS;
  return (
    <PanelFrame
      title="Security"
      description="HTTP headers every response carries. Changes apply to the next request."
    >
      <div className={styles.switches}>
        <Switch
          label="Content Security Policy"
          hint="Extra-strict level: Trusted Types on top of the policy always enforced (blocks analytics scripts)"
          checked={security.enableCSP}
          onChange={(enableCSP) => update("security", { enableCSP })}
        />
        <Switch
          label={
            hstsRecommended ? (
              <>
                HSTS <span className={styles.badge}>Recommended</span>
              </>
            ) : (
              "HSTS"
            )
          }
          hint={
            hstsRecommended
              ? "This site is served over HTTPS: tell browsers to always use it"
              : "Tell browsers to use HTTPS only (serve over HTTPS first)"
          }
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
        Every page enforces a Content Security Policy with no inline or foreign script; configured analytics
        origins are added to it automatically.
      </p>
    </PanelFrame>
  );
}
