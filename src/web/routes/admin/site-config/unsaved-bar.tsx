import { RefreshCw } from "lucide-react";
import { Button } from "#web/routes/admin/components/button.tsx";
import styles from "./site-config.module.css";
import type { SaveState } from "./use-config-editor.ts";

/** Appears after any edit: 'Save Now', or after a conflict, loading the newest saved version. */
export function UnsavedBar({
  conflict,
  saveState,
  onSave,
  onLoadLatest,
}: {
  conflict: boolean;
  saveState: SaveState;
  onSave: () => void;
  onLoadLatest: () => void;
}) {
  return (
    <div
      className={`${styles.unsaved} ${conflict ? styles.conflict : ""}`}
      role="status"
      data-testid="unsaved-bar"
    >
      <span className={styles.unsavedText}>
        <span className={styles.unsavedDot} aria-hidden="true" />
        {conflict ? "The configuration was changed in another tab or device." : "You have unsaved changes"}
      </span>
      <span className={styles.unsavedActions}>
        {conflict ? (
          <Button variant="secondary" onClick={onLoadLatest}>
            <RefreshCw /> Load latest
          </Button>
        ) : (
          <Button variant="primary" onClick={onSave} disabled={saveState === "saving"}>
            {saveState === "saving" ? "Saving..." : "Save Now"}
          </Button>
        )}
      </span>
    </div>
  );
}
