import { FileText, FolderKanban, ListX, MailX, NotebookPen, RotateCcw, Trash2 } from "lucide-react";
import { trashKindLabels } from "#shared/trash/rules.ts";
import type { TrashItem } from "#shared/trash/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime, shortDate } from "#web/routes/admin/overview/format-time.ts";
import styles from "./trash.module.css";

const icons = {
  project: FolderKanban,
  post: NotebookPen,
  section: FileText,
  entry: ListX,
  invitation: MailX,
} as const;

const daysLeftLabel = (days: number) =>
  days === 0 ? "Deleted for good today" : days === 1 ? "1 day left" : `${days} days left`;

/** One item in the Trash: what it is, who deleted it and when, how long it stays, and what to do with it. */
export function TrashRow({
  item,
  busy,
  onRestore,
  onDelete,
}: {
  item: TrashItem;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const Icon = icons[item.kind];
  return (
    <li className={`${surfaces.card} ${styles.row}`} data-testid="trash-item" data-trash-id={item.id}>
      <span className={`${surfaces.iconTile} ${styles.icon}`} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.text}>
        <h3 className={styles.title}>{item.title || "Untitled"}</h3>
        <p className={styles.meta}>
          <span className={styles.kind}>{trashKindLabels[item.kind]}</span>
          <span className={styles.detail}>{item.detail}</span>
        </p>
        <p className={styles.meta}>
          Deleted{item.deletedBy ? ` by ${item.deletedBy.name}` : ""}{" "}
          <time dateTime={item.deletedAt} title={shortDate(item.deletedAt)}>
            {relativeTime(item.deletedAt)}
          </time>
          <span className={item.daysLeft <= 3 ? styles.soon : styles.left}>
            {daysLeftLabel(item.daysLeft)}
          </span>
        </p>
      </div>
      <div className={styles.actions}>
        <Button size="small" onClick={onRestore} disabled={busy} aria-label={`Restore ${item.title}`}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
        <Button
          size="small"
          variant="danger"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${item.title} for good`}
        >
          <Trash2 aria-hidden="true" /> Delete for good
        </Button>
      </div>
    </li>
  );
}
