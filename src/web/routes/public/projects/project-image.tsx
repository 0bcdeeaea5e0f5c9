import { useState } from "react";
import type { Project } from "../../../../shared/projects.ts";
import styles from "./project-image.module.css";

/** Card images take a third of the grid on wide screens and half on small ones. */
export const cardImageSizes = "(max-width: 700px) 50vw, (max-width: 1280px) 33vw, 420px";

interface ProjectImageProps {
  project: Project;
  sizes: string;
  eager?: boolean;
}

/**
 * The project's picture: WebP variants through srcset for uploads, width/height so nothing shifts,
 * lazy below the fold; a drawn placeholder when there is no picture or it fails to load.
 */
export function ProjectImage({ project, sizes, eager = false }: ProjectImageProps) {
  const [failed, setFailed] = useState(false);
  const asset = project.imageAsset;
  if (!project.image || failed) {
    const initials = project.title
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? "")
      .join("");
    return (
      <div className={styles.placeholder} role="img" aria-label={project.title}>
        <span>{initials}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.image}
      src={project.image}
      srcSet={asset?.srcset || undefined}
      sizes={asset?.srcset ? sizes : undefined}
      width={asset?.width ?? 1600}
      height={asset?.height ?? 1000}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      alt={project.title}
      onError={() => setFailed(true)}
    />
  );
}
