import { useEffect, useRef, useState } from "react";
import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import { objectPosition } from "#shared/projects/rules.ts";
import { firstGrapheme } from "#shared/text/graphemes.ts";
import { imageLoading, useImageSettings } from "#web/routes/public/image-settings.ts";
import styles from "./project-image.module.css";

/** A project without a picture, or whose picture failed to load: its initials, drawn. */
export function ProjectImagePlaceholder({ title }: { title: string }) {
  const initials = title
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toUpperCase())
    .join("");
  return (
    <div className={styles.placeholder} role="img" aria-label={title}>
      <span>{initials}</span>
    </div>
  );
}

/** Card images take half the grid in the compact layout, a third on wider screens. */
export function cardImageSizes(mobileBreakpoint: number): string {
  return `(max-width: ${mobileBreakpoint}px) 50vw, (max-width: 1280px) 33vw, 420px`;
}

interface ProjectImageProps {
  project: GalleryCard;
  sizes: string;
  eager?: boolean;
}

/**
 * The project's picture: WebP variants through srcset for uploads (while image optimisation is on),
 * width/height so nothing shifts, lazy below the fold (while lazy loading is on), cropped around the
 * owner's focal point (decision 062); a drawn placeholder when there is no picture or it fails to load.
 */
export function ProjectImage({ project, sizes, eager = false }: ProjectImageProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before the page hydrates, when no onError is listening yet.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
  }, []);
  const settings = useImageSettings();
  const asset = project.imageAsset;
  const srcSet = settings.responsiveImages ? asset?.srcset || undefined : undefined;
  if (!project.image || failed) return <ProjectImagePlaceholder title={project.title} />;
  return (
    <img
      ref={imageRef}
      className={styles.image}
      src={project.image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={asset?.width ?? 1600}
      height={asset?.height ?? 1000}
      loading={imageLoading(settings, eager)}
      decoding="async"
      alt={project.title}
      style={{ objectPosition: objectPosition(project.imageFocus) }}
      data-focus={objectPosition(project.imageFocus)}
      onError={() => setFailed(true)}
    />
  );
}
