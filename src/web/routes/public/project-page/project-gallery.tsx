import type { GalleryImage } from "#shared/projects/case-study.ts";
import { ChevronLeft, ChevronRight, X } from "#web/components/public/icons.tsx";
import { useTexts } from "../texts.ts";
import styles from "./project-page.module.css";

/**
 * The captioned gallery: each picture a link to the full image (works without JavaScript), and its
 * lightbox, a modal dialog holding every picture, one shown at a time. The page's small script
 * (`lightbox.ts`) opens it from a picture, moves with the arrow keys and buttons, closes it with
 * Escape and gives the focus back to the picture it came from.
 */
export function ProjectGallery({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useTexts();
  return (
    <>
      <ul className={styles.gallery}>
        {images.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be in the gallery twice.
          <li key={`${item.src}-${index}`}>
            <figure className={styles.figure}>
              <a
                className={styles.thumb}
                href={item.src}
                aria-label={t("project.openImage", { n: index + 1 })}
                data-lightbox-open
              >
                <img src={item.src} alt={item.alt} loading="lazy" decoding="async" width={800} height={600} />
              </a>
              {item.caption ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <dialog className={styles.lightbox} aria-label={t("project.lightbox")} data-lightbox>
        {images.map((item, index) => (
          // A closed dialog shows nothing: its lazy pictures load when each is first shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be in the gallery twice.
          <figure key={`${item.src}-${index}`} className={styles.lightboxFigure} data-lightbox-image hidden>
            <img src={item.src} alt={item.alt} loading="lazy" decoding="async" />
            <figcaption>
              <span className={styles.count}>
                {t("project.imageCount", { n: index + 1, total: images.length })}
              </span>
              {item.caption}
            </figcaption>
          </figure>
        ))}
        <button
          type="button"
          className={styles.lightboxClose}
          aria-label={t("project.closeImage")}
          data-lightbox-close
        >
          <X size={20} aria-hidden="true" />
        </button>
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className={styles.lightboxPrevious}
              aria-label={t("project.previousImage")}
              data-lightbox-step="-1"
            >
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.lightboxNext}
              aria-label={t("project.nextImage")}
              data-lightbox-step="1"
            >
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
