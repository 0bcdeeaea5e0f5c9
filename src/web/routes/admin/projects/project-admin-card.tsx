import { CalendarClock, ExternalLink, Pencil, Tag, Trash2 } from "lucide-react";
import { type HTMLAttributes, type ReactNode, useState } from "react";
import { objectPosition, projectLimits } from "#shared/projects/rules.ts";
import type { Project } from "#shared/projects/schema.ts";
import { Button } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./projects.module.css";

interface ProjectAdminCardProps {
  project: Project;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** The drag handle, when the gallery can be reordered here. */
  handle?: ReactNode;
  /** The sortable item's attributes (its id, whether it is being dragged). */
  itemProps?: HTMLAttributes<HTMLElement>;
}

/** The project's initials on the accent gradient: the same fallback as the public card's. */
function initialsOf(title: string): string {
  return title
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * The card's picture, cropped around the owner's focal point; the drawn fallback (initials) when there
 * is none or it does not load, with a note saying so.
 */
export function ProjectThumb({ project }: { project: Project }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = project.image !== null && failed === project.image;
  return (
    <div className={styles.cardThumb}>
      {project.image && !broken ? (
        <img
          src={project.image}
          srcSet={project.imageAsset?.srcset || undefined}
          sizes={project.imageAsset?.srcset ? "(max-width: 640px) 100vw, 400px" : undefined}
          alt=""
          loading="lazy"
          width={project.imageAsset?.width ?? 320}
          height={project.imageAsset?.height ?? 200}
          style={{ objectPosition: objectPosition(project.imageFocus) }}
          onError={() => setFailed(project.image)}
        />
      ) : (
        <span className={styles.thumbFallback} aria-hidden="true">
          {initialsOf(project.title)}
        </span>
      )}
      {broken && <span className={styles.thumbBroken}>Image did not load</span>}
    </div>
  );
}

const statusTone: Record<Project["status"], string | undefined> = {
  Completed: surfaces.success,
  "In Progress": surfaces.warning,
  "On Hold": surfaces.danger,
  Planned: styles.planned,
};

/** One project in the manager: status and 'Inactive' badges, details, 3 technologies + '+N more', actions. */
export function ProjectAdminCard({ project, onEdit, onDelete, handle, itemProps }: ProjectAdminCardProps) {
  const shown = project.technologies.slice(0, projectLimits.cardTechnologies);
  const more = project.technologies.length - shown.length;
  return (
    <article
      className={`${surfaces.card} ${styles.card} ${project.isActive ? "" : styles.inactiveCard}`}
      data-testid="admin-project-card"
      {...itemProps}
    >
      <div className={styles.thumbWrap}>
        <ProjectThumb project={project} />
        {handle}
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
            {project.position !== null && (
              <span
                className={`${surfaces.pill} ${surfaces.accent} ${styles.badge}`}
                title="Placed by hand in the gallery's order"
              >
                Order #{project.position}
              </span>
            )}
            {project.visibility && project.visibility !== "public" && (
              <span
                className={`${surfaces.pill} ${surfaces.warning} ${styles.badge}`}
                title={
                  project.visibility === "protected"
                    ? "Opens with its password or a share link; in no list"
                    : "Reachable by its address only; in no list"
                }
                data-testid="visibility-badge"
              >
                {project.visibility === "protected" ? "Protected" : "Unlisted"}
              </span>
            )}
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
