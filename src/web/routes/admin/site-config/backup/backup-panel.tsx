import { ArchiveRestore, Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import buttonStyles from "#web/routes/admin/components/button.module.css";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { FileImportButton } from "#web/routes/admin/components/file-import-button.tsx";
import { PanelFrame, panelStyles as styles } from "#web/routes/admin/site-config/panels/panel-frame.tsx";
import { backupDownloadUrl, formatBytes, restoreBackup, useBackupList } from "./backup-api.ts";
import panel from "./backup-panel.module.css";

const restoreMessage = (name: string) =>
  `Replace the whole site with “${name}”? Content, projects, messages, media and the owner account all become the backup's. Folio first saves a safety backup of the site as it is now. Everyone is signed out afterwards.`;

export function BackupPanel() {
  const { confirm, dialog } = useConfirm();
  const list = useBackupList();
  const [progress, setProgress] = useState<number | null>(null);

  const restore = async (file: File) => {
    const ok = await confirm({
      title: "Restore from a backup",
      message: restoreMessage(file.name),
      confirmLabel: "Restore",
    });
    if (!ok) return;
    setProgress(0);
    try {
      const answer = await restoreBackup(file, setProgress);
      const taken = new Date(answer.restored.createdAt).toLocaleString();
      toast.success(`Restored the backup of ${taken}. Sign in again.`);
      window.setTimeout(() => window.location.assign("/login"), 1500);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The restore failed; nothing was changed.");
      setProgress(null);
    }
  };

  const latest = list.data?.items.slice(0, 5) ?? [];
  return (
    <PanelFrame
      title="Backups"
      description="One file with every table and every uploaded file. Restoring one replaces the whole site, all or nothing."
    >
      <div className={panel.actions}>
        <a className={`${buttonStyles.button} ${buttonStyles.primary}`} href={backupDownloadUrl} download>
          <Download aria-hidden="true" /> Download backup
        </a>
        <FileImportButton
          variant="danger"
          label="Restore from file…"
          busyLabel={`Restoring… ${Math.round((progress ?? 0) * 100)}%`}
          busy={progress !== null}
          accept=".gz,.tar.gz,application/gzip"
          icon={ArchiveRestore}
          onFile={(file) => void restore(file)}
          testId="restore-input"
        />
      </div>
      <h4 className={styles.subhead}>
        Kept on the server
        <span className={styles.subheadHint}>
          {list.data
            ? `In ${list.data.directory}: nightly backups and the safety copies taken before a restore.`
            : " "}
        </span>
      </h4>
      {list.isError && <p className={panel.empty}>The list of backups could not be loaded.</p>}
      {list.data && latest.length === 0 && (
        <p className={panel.empty}>No backup has been taken on the server yet.</p>
      )}
      {latest.length > 0 && (
        <ul className={panel.list}>
          {latest.map((file) => (
            <li key={file.name}>
              <span className={panel.name}>{file.name}</span>
              <span className={panel.meta}>
                {file.kind} · {formatBytes(file.bytes)} · {new Date(file.createdAt).toLocaleString()}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>
        <ShieldCheck aria-hidden="true" />A backup holds messages and the owner's password hash: keep it as
        private as the server. Sessions and reset links are never in it.
      </p>
      {dialog}
    </PanelFrame>
  );
}
