import { Pencil, Trash2 } from "lucide-react";
import type { ContentSection, SectionStatus } from "#shared/sections/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import styles from "./content.module.css";
import { statusOptions } from "./section-editor-modal.tsx";
import { sectionPreview } from "./section-preview.ts";

export function SectionCard({
  section,
  onEdit,
  onDelete,
  onStatus,
  busy,
}: {
  section: ContentSection;
  onEdit: () => void;
  onDelete: () => void;
  onStatus: (status: SectionStatus) => void;
  busy: boolean;
}) {
  const preview = sectionPreview(section);
  return (
    <article
      className={`${surfaces.card} ${surfaces.liftOnHover} ${styles.card}`}
      data-testid="section-card"
      data-section-id={section.id}
    >
      <header className={styles.cardHeader}>
        <div className={styles.cardTitleBlock}>
          <h3 className={styles.cardTitle}>{section.name}</h3>
          <span className={styles.typeBadge}>{section.type}</span>
        </div>
        <span
          className={`${styles.statusDot} ${styles[section.status]}`}
          title={section.status}
          aria-hidden="true"
        />
      </header>
      <p className={styles.preview}>{preview || <span className={styles.muted}>No preview</span>}</p>
      <footer className={styles.cardFooter}>
        <label className={styles.statusSelect}>
          <span className="visually-hidden">Status of {section.name}</span>
          <select
            value={section.status}
            disabled={busy}
            className={styles[`select-${section.status}`]}
            onChange={(event) => onStatus(event.target.value as SectionStatus)}
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <time
          className={styles.modified}
          dateTime={section.lastModified}
          title={new Date(section.lastModified).toLocaleString()}
        >
          {relativeTime(section.lastModified)}
        </time>
        <div className={styles.cardActions}>
          <Button size="small" onClick={onEdit}>
            <Pencil /> Edit
          </Button>
          <Button size="small" variant="danger" onClick={onDelete} aria-label={`Delete ${section.name}`}>
            <Trash2 /> Delete
          </Button>
        </div>
      </footer>
    </article>
  );
}
