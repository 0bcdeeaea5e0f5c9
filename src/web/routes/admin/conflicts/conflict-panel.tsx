import { Check, Copy, TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { StaleWriteDetails } from "#shared/api/error.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { fieldChanges } from "#web/routes/admin/history/field-changes.ts";
import styles from "./conflict-panel.module.css";
import { conflictHeadline, fieldLabel } from "./conflict-text.ts";

export interface ConflictPanelProps {
  conflict: StaleWriteDetails;
  /** Their saved fields and the owner's unsaved ones, in the same shape (the editor's values). */
  theirs: unknown;
  mine: unknown;
  /** Saves the owner's values over the newer version. */
  onKeepMine: () => void;
  /** Loads their version into the form (the new base to save over). */
  onTakeTheirs: () => void;
  saving?: boolean;
}

/**
 * A save refused because someone saved the item meanwhile (decision 139): who and when, then each field
 * that differs, theirs beside yours with copy buttons, and the two ways on.
 */
export function ConflictPanel({
  conflict,
  theirs,
  mine,
  onKeepMine,
  onTakeTheirs,
  saving,
}: ConflictPanelProps) {
  const changes = fieldChanges(theirs, mine);
  return (
    <section className={styles.panel} aria-labelledby="conflict-title" data-testid="conflict-panel">
      <div className={styles.head} role="alert">
        <TriangleAlert aria-hidden="true" className={styles.icon} />
        <div>
          <h3 id="conflict-title" className={styles.title}>
            {conflictHeadline(conflict)}
          </h3>
          <p className={styles.lead}>
            Your changes were not saved. Compare their version with yours, then keep one; you can copy a field
            from either side into the form.
          </p>
        </div>
      </div>
      {changes.length === 0 ? (
        <p className={styles.same}>
          Their version and yours hold the same fields: keeping yours changes nothing.
        </p>
      ) : (
        <dl className={styles.fields}>
          {changes.map((change) => (
            <div key={change.path} className={styles.field}>
              <dt>{fieldLabel(change.path)}</dt>
              <dd className={styles.sides}>
                <Side
                  label={`Theirs (${conflict.savedBy?.name || "saved"})`}
                  tone="theirs"
                  field={change.path}
                  text={change.version}
                />
                <Side label="Yours (not saved)" tone="mine" field={change.path} text={change.current} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <Button onClick={onTakeTheirs} disabled={saving}>
          Take theirs
        </Button>
        <Button variant="primary" onClick={onKeepMine} disabled={saving}>
          {saving ? "Saving..." : "Keep mine"}
        </Button>
      </div>
    </section>
  );
}

function Side({
  label,
  tone,
  field,
  text,
}: {
  label: string;
  tone: "theirs" | "mine";
  field: string;
  text: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className={`${styles.side} ${styles[tone]}`}>
      <div className={styles.sideHead}>
        <span>{label}</span>
        <Button
          size="small"
          variant="ghost"
          aria-label={`Copy ${tone === "theirs" ? "their" : "your"} ${fieldLabel(field).toLowerCase()}`}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <pre className={styles.text}>{text || "(empty)"}</pre>
    </div>
  );
}
