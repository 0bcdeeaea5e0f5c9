import { TriangleAlert } from "lucide-react";
import styles from "#web/routes/admin/components/sample-gallery-notice.module.css";

/** The Overview's warning about backups (none newer than 48 hours, or the last nightly one failed). */
export function BackupWarning({ warning }: { warning: string | null | undefined }) {
  if (!warning) return null;
  return (
    <p className={styles.notice} role="alert" data-testid="backup-warning">
      <TriangleAlert aria-hidden="true" />
      <span>{warning}</span>
    </p>
  );
}
