import { useEffect } from "react";
import styles from "./route-loading.module.css";

/**
 * Shown while a lazy screen loads. With `reloadTo`, it loads that server-rendered page in full
 * (the public page is always rendered by the server, never navigated to inside the app).
 */
export function RouteLoading({ reloadTo }: { reloadTo?: string }) {
  useEffect(() => {
    if (reloadTo) window.location.assign(reloadTo);
  }, [reloadTo]);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      Loading...
    </div>
  );
}
