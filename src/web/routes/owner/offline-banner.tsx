import { RefreshCw, WifiOff } from "lucide-react";
import { checkServerNow, useServerReachable } from "#web/lib/server-status.ts";
import styles from "./error-boundary.module.css";

/** While Folio's server does not answer: one calm line at the bottom, gone by itself when it answers. */
export function OfflineBanner() {
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <WifiOff aria-hidden="true" />
      <span>Folio's server is not answering. Your changes are kept; the dashboard reconnects by itself.</span>
      <button type="button" className={styles.button} onClick={checkServerNow}>
        <RefreshCw aria-hidden="true" /> Try now
      </button>
    </div>
  );
}
