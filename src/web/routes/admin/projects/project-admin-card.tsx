import { CalendarClock, ExternalLink, Pencil, Tag, Trash2 } from "lucide-react";
import { projectLimits } from "#shared/projects/rules.ts";
import type { Project } from "#shared/projects/schema.ts";
import { Button } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./projects.module.css";

interface ProjectAdminCardProps {
  project: Project;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

const statusTone: Record<Project["status"], string | undefined> = {
  Completed: surfaces.success,
  "In Progress": surfaces.warning,
  "On Hold": surfaces.danger,
  Planned: styles.planned,
};

/** One project in the manager: status and 'Inactive' badges, details, 3 technologies + '+N more', actions. */
export function ProjectAdminCard({ project, onEdit, onDelete }: ProjectAdminCardProps) {
  const shown = project.technologies.slice(0, projectLimits.cardTechnologies);
  const more = project.technologies.length - shown.length;
  return (
    <article
      className={`${surfaces.card} ${styles.card} ${project.isActive ? "" : styles.inactiveCard}`}
      data-testid="admin-project-card"
    >
      <div className={styles.cardThumb}>
        {project.image ? (
          <img
            src={project.image}
            srcSet={project.imageAsset?.srcset || undefined}
            sizes={project.imageAsset?.srcset ? "(max-width: 640px) 100vw, 400px" : undefined}
            alt=""
            loading="lazy"
            width={project.imageAsset?.width ?? 320}
            height={project.imageAsset?.height ?? 200}
          />
        ) : (
          <span aria-hidden="true">{project.title.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <h3 className={styles.cardTitle}>{project.title}</h3>
          <div className={styles.badges}>
            <span
              className={`${surfaces.pill} ${statusTone[project.status] ?? surfaces.accent} ${styles.badge}`}
            >
              {project.status}
            </span>
            {!project.isActive && (
              <span className={`${surfaces.pill} ${surfaces.muted} ${styles.badge}`}>Inactive</span>
            )}
          </div>
        </div>
        <p className={styles.cardDescription}>{project.description}</p>
        <dl className={styles.cardMeta}>
          <div>
            <dt>
              <Tag aria-hidden="true" />
              <span className="visually-hidden">Category</span>
            </dt>
            <dd>{project.category}</dd>
          </div>
          <div>
            <dt>
              <CalendarClock aria-hidden="true" />
              <span className="visually-hidden">Duration</span>
            </dt>
            <dd>{project.duration}</dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{project.priority}</dd>
          </div>
        </dl>
        {project.technologies.length > 0 && (
          <ul className={styles.techList} aria-label="Technologies">
            {shown.map((technology) => (
              <li key={technology}>{technology}</li>
            ))}
            {more > 0 && <li className={styles.more}>+{more} more</li>}
          </ul>
        )}
        <div className={styles.cardActions}>
          <Button size="small" onClick={() => onEdit(project)}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          {project.links.live && (
            <a
              className={styles.viewLink}
              href={project.links.live}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden="true" /> View
            </a>
          )}
          <Button size="small" variant="danger" onClick={() => onDelete(project)}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
