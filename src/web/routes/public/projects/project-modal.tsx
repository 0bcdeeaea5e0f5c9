import { useEffect, useRef } from "react";
import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import { shownDuration } from "#shared/projects/rules.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import { ArrowUpRight, X } from "#web/components/public/icons.tsx";
import { lockPageScroll } from "#web/components/public/page-scroll-lock.ts";
import { useTexts } from "../texts.ts";
import { ProjectFacts } from "./project-facts.tsx";
import { ProjectImage } from "./project-image.tsx";
import { shownLinks, statusLabels } from "./project-labels.ts";
import styles from "./project-modal.module.css";
import { useFocusTrap } from "./use-focus-trap.ts";

interface ProjectModalProps {
  project: GalleryCard;
  onClose: () => void;
}

/**
 * The detail modal: a native modal <dialog> (the page behind is inert and held still). Its own content
 * scrolls with the wheel, touch and keys (smooth scrolling leaves it alone: `data-lenis-prevent`). It
 * closes with its button, a click on the overlay or Escape, never with a click inside; Tab stays
 * inside. The caller returns focus; the page is back where it was.
 */
export function ProjectModal({ project, onClose }: ProjectModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useFocusTrap(dialog, true);
  const { t } = useTexts();
  const statusLabel = statusLabels[project.status];

  useEffect(() => {
    const element = dialog.current;
    const unlock = lockPageScroll();
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      unlock();
    };
  }, []);

  const links = shownLinks(project);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay click's keyboard equivalent is Escape (onCancel).
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-lenis-prevent
      aria-labelledby="project-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t("project.close")}>
          <X size={20} aria-hidden="true" />
        </button>
        <div className={styles.media}>
          {project.video ? (
            <video src={project.video} autoPlay muted loop playsInline controls className={styles.video} />
          ) : (
            <ProjectImage project={project} sizes="(max-width: 900px) 100vw, 860px" eager />
          )}
        </div>
        <div className={styles.content}>
          <div className={styles.meta}>
            <span className={styles.badge}>{project.category}</span>
            <span className={styles.badge} data-status={project.status}>
              {statusLabel ? t(statusLabel) : project.status}
            </span>
            {shownDuration(project.duration) ? (
              <span className={styles.duration}>{shownDuration(project.duration)}</span>
            ) : null}
          </div>
          <h2 id="project-modal-title" className={styles.title}>
            {project.title}
          </h2>
          <p className={styles.description}>{project.description}</p>
          <ProjectFacts project={project} heading="h3" className={styles.block} />
          {project.slug ? (
            <a className={styles.pageLink} href={projectPagePath(project.slug)} data-track="project_page">
              {t("project.openPage")}
              <ArrowUpRight size={16} aria-hidden="true" />
            </a>
          ) : null}
          {links.length > 0 && (
            <div className={styles.links}>
              {links.map(({ key, label, Icon }) => (
                <a
                  key={key}
                  href={project.links[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                  data-track="project_link"
                  data-track-project={project.id}
                  data-track-target={key}
                >
                  <Icon size={16} aria-hidden="true" />
                  {t(label)}
                </a>
              ))}
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
