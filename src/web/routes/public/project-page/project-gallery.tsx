import { useEffect, useRef, useState } from "react";
import type { GalleryImage } from "#shared/projects/case-study.ts";
import { ChevronLeft, ChevronRight, X } from "#web/components/public/icons.tsx";
import { lockPageScroll } from "#web/components/public/page-scroll-lock.ts";
import { useTexts } from "../texts.ts";
import styles from "./project-page.module.css";

/**
 * The captioned gallery: each picture a link to the full image (works without JavaScript), opened in
 * a lightbox once hydrated: a modal dialog, Escape closes, the arrow keys and buttons move, focus
 * returns to the picture it came from.
 */
export function ProjectGallery({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useTexts();
  const [shown, setShown] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const triggers = useRef<(HTMLAnchorElement | null)[]>([]);
  const last = useRef(0);

  const open = shown !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    // The page behind holds still while the lightbox is open (as under the project modal).
    const unlock = lockPageScroll();
    if (!element.open) element.showModal();
    return () => {
      element.close();
      unlock();
    };
  }, [open]);

  const close = () => {
    setShown(null);
    triggers.current[last.current]?.focus();
  };
  const move = (step: number) =>
    setShown((current) => (current === null ? current : (current + step + images.length) % images.length));
  const image = shown === null ? undefined : images[shown];

  return (
    <>
      <ul className={styles.gallery}>
        {images.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be in the gallery twice.
          <li key={`${item.src}-${index}`}>
            <figure className={styles.figure}>
              <a
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                className={styles.thumb}
                href={item.src}
                aria-label={t("project.openImage", { n: index + 1 })}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  last.current = index;
                  setShown(index);
                }}
              >
                <img src={item.src} alt={item.alt} loading="lazy" decoding="async" width={800} height={600} />
              </a>
              {item.caption ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.lightbox}
        aria-label={t("project.lightbox")}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") move(1);
          if (event.key === "ArrowLeft") move(-1);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {image ? (
          <figure className={styles.lightboxFigure}>
            <img src={image.src} alt={image.alt} />
            <figcaption>
              <span className={styles.count}>
                {t("project.imageCount", { n: (shown ?? 0) + 1, total: images.length })}
              </span>
              {image.caption}
            </figcaption>
          </figure>
        ) : null}
        <button
          type="button"
          className={styles.lightboxClose}
          onClick={close}
          aria-label={t("project.closeImage")}
        >
          <X size={20} aria-hidden="true" />
        </button>
        {images.length > 1 ? (
          <>
            <button
              type="button"
              className={styles.lightboxPrevious}
              onClick={() => move(-1)}
              aria-label={t("project.previousImage")}
            >
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.lightboxNext}
              onClick={() => move(1)}
              aria-label={t("project.nextImage")}
            >
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
