import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import type { VersionSummary } from "#shared/history/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { EmptyState, LoadingState } from "#web/routes/admin/components/panel.tsx";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import { type FieldChange, fieldChanges } from "./field-changes.ts";
import { type ItemKind, useRestoreVersion, useVersion, useVersions } from "./history-api.ts";
import styles from "./history-panel.module.css";
import { fieldLabel, wordDiff } from "./word-diff.ts";

export interface HistoryPanelProps {
  kind: ItemKind;
  /** The item, for the kinds with more than one (sections, projects). */
  id?: string;
  /** The item as saved now, in the shape its versions hold. */
  current: unknown;
  /** Puts a version's content in the editor (and so in its live preview), unsaved. */
  onShow?: (content: unknown) => void;
  /** After a restore: the editor refreshes the item. */
  onRestored: () => void;
  /** The editor holds changes not saved yet: a restore's confirmation says they give way to it. */
  unsaved?: boolean;
}

const author = (entry: VersionSummary) => entry.savedBy?.name || "Before history was kept";

/**
 * An item's History (issue 40): its versions by who and when with the fields each changed; one opened
 * shows how it differs from what is saved now, can be shown in the editor and its preview, or restored
 * (saved again as a new version, so the restore can be undone the same way).
 */
export function HistoryPanel({ kind, id, current, onShow, onRestored, unsaved }: HistoryPanelProps) {
  const versions = useVersions(kind, id);
  const [open, setOpen] = useState<number | null>(null);
  if (versions.isPending) return <LoadingState label="Loading the history…" />;
  if (versions.isError) return <p className={styles.error}>{versions.error.message}</p>;
  if (versions.data.length === 0)
    return (
      <EmptyState
        icon={<History />}
        title="No versions yet"
        message="Each save keeps a version; the first one keeps what is saved now as version 1."
      />
    );
  return (
    <section className={styles.history} aria-label="History">
      <ol className={styles.versions}>
        {versions.data.map((entry, index) => (
          <li key={entry.version}>
            <button
              type="button"
              className={styles.version}
              aria-expanded={open === entry.version}
              onClick={() => setOpen(open === entry.version ? null : entry.version)}
            >
              <strong>
                Version {entry.version}
                {index === 0 ? " (saved now)" : ""}
              </strong>
              <span className={styles.meta}>
                {author(entry)} ·{" "}
                <time dateTime={entry.savedAt} title={new Date(entry.savedAt).toLocaleString()}>
                  {relativeTime(entry.savedAt)}
                </time>
                {entry.restoredFrom !== null && ` · restored version ${entry.restoredFrom}`}
              </span>
              {entry.changed.length > 0 && (
                <span className={styles.changed}>Changed: {entry.changed.map(fieldLabel).join(", ")}</span>
              )}
            </button>
            {open === entry.version && (
              <VersionDetail
                kind={kind}
                id={id}
                version={entry.version}
                current={current}
                onShow={onShow}
                unsaved={unsaved}
                onRestored={() => {
                  setOpen(null);
                  void versions.refetch();
                  onRestored();
                }}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function VersionDetail({
  kind,
  id,
  version,
  current,
  onShow,
  onRestored,
  unsaved,
}: Omit<HistoryPanelProps, "onRestored"> & { version: number; onRestored: () => void }) {
  const detail = useVersion(kind, id, version);
  const restore = useRestoreVersion(kind, id);
  const { confirm, dialog } = useConfirm();
  if (detail.isPending) return <LoadingState label={`Loading version ${version}…`} />;
  if (detail.isError) return <p className={styles.error}>{detail.error.message}</p>;
  const changes = fieldChanges(detail.data.content, current);
  const restoreIt = async () => {
    const go = await confirm({
      title: `Restore version ${version}?`,
      message: `It is saved as a new version and goes live like any save; you can restore the current one later.${
        unsaved ? " Your unsaved changes in this editor give way to it." : ""
      }`,
      confirmLabel: "Restore",
      tone: "neutral",
    });
    if (!go) return;
    restore.mutate(version, {
      onSuccess: () => {
        toast.success(`Version ${version} restored`);
        onRestored();
      },
    });
  };
  return (
    <div className={styles.detail}>
      {changes.length === 0 ? (
        <p className={styles.same}>This version is what is saved now.</p>
      ) : (
        <>
          <p className={styles.legend}>
            What a restore changes: <del>words saved now</del> give way to <ins>this version's</ins>.
          </p>
          <dl className={styles.changes}>
            {changes.map((change) => (
              <ChangedField key={change.path} change={change} />
            ))}
          </dl>
        </>
      )}
      {restore.isError && <p className={styles.error}>{restore.error.message}</p>}
      <div className={styles.actions}>
        {onShow && (
          <Button size="small" onClick={() => onShow(detail.data.content)} disabled={changes.length === 0}>
            Show in the editor
          </Button>
        )}
        <Button
          size="small"
          variant="primary"
          onClick={() => void restoreIt()}
          disabled={changes.length === 0 || restore.isPending}
        >
          <RotateCcw aria-hidden="true" />
          {restore.isPending ? "Restoring…" : `Restore version ${version}`}
        </Button>
      </div>
      {dialog}
    </div>
  );
}

/** One field, word by word from what is saved now to this version. */
function ChangedField({ change }: { change: FieldChange }) {
  const parts = wordDiff(change.current, change.version);
  const wordsDiffer = parts.some((part) => part.kind !== "same");
  return (
    <div className={styles.change}>
      <dt>{fieldLabel(change.path)}</dt>
      <dd>
        <p className={styles.diff} dir="auto">
          {parts.map((part, index) =>
            part.kind === "removed" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
              <del key={index}>{part.text}</del>
            ) : part.kind === "added" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
              <ins key={index}>{part.text}</ins>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move.
              <span key={index}>{part.text}</span>
            ),
          )}
          {!change.current && !change.version && "(empty)"}
        </p>
        {!wordsDiffer && <span className={styles.label}>Only spacing or line breaks differ.</span>}
      </dd>
    </div>
  );
}
