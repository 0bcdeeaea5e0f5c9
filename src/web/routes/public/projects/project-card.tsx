import { useEffect, useRef, useState } from "react";
import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import { useImageSettings } from "#web/routes/public/image-settings.ts";
import { useTexts } from "../texts.ts";
import styles from "./project-card.module.css";
import { cardImageSizes, ProjectImage } from "./project-image.tsx";

/** The spec's hover-video delay: pause and rewind 50 ms after the pointer or finger leaves. */
const hoverVideoDelay = 50;

interface ProjectCardProps {
  project: GalleryCard;
  onOpen: (project: GalleryCard, trigger: HTMLButtonElement) => void;
}

/**
 * One gallery card. With a video, hovering or touching fades it in and plays it muted and looping;
 * leaving fades it out, then pauses and rewinds it. The whole card is one button opening the details.
 */
export function ProjectCard({ project, onOpen }: ProjectCardProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const { mobileBreakpoint } = useImageSettings();
  const { t } = useTexts();

  useEffect(() => () => clearTimeout(timer.current), []);

  function start() {
    const video = videoRef.current;
    if (!video) return;
    clearTimeout(timer.current);
    video.muted = true;
    setPlaying(true);
    video.play().catch((error: unknown) => console.warn("Project video could not play", error));
  }

  function stop() {
    if (!videoRef.current) return;
    setPlaying(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const video = videoRef.current;
      if (!video) return;
      video.pause();
      video.currentTime = 0;
    }, hoverVideoDelay);
  }

  return (
    <article
      className={styles.card}
      data-testid="project-card"
      data-track-view="card_seen"
      data-track-project={project.id}
      onMouseEnter={start}
      onMouseLeave={stop}
      onTouchStart={start}
      onTouchEnd={stop}
    >
      <div className={styles.media}>
        <ProjectImage project={project} sizes={cardImageSizes(mobileBreakpoint)} />
        {project.video && (
          <video
            ref={videoRef}
            className={styles.video}
            data-playing={playing}
            src={project.video}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
          />
        )}
        <span className={styles.category}>{project.category}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.description}>{project.description}</p>
        <ul
          className={styles.technologies}
          aria-label={t("gallery.technologies")}
          data-compact="card-technologies"
        >
          {project.technologies.slice(0, 4).map((technology) => (
            <li key={technology}>{technology}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.open}
        data-track="project_open"
        data-track-project={project.id}
        onClick={(event) => onOpen(project, event.currentTarget)}
        aria-label={t("gallery.openFull", { title: project.title })}
      >
        <span className={styles.openLabel} aria-hidden="true">
          {t("gallery.open")}
        </span>
      </button>
    </article>
  );
}
