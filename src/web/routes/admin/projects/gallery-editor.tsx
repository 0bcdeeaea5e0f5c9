import { AlertTriangle, ArrowDown, ArrowUp, ImagePlus, Loader2, Trash2 } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { caseStudyLimits, type GalleryImage } from "#shared/projects/case-study.ts";
import { TextField } from "#web/routes/admin/components/index.ts";
import { GripIcon, sortableStyles, useSortable } from "#web/routes/admin/components/sortable.tsx";
import styles from "./gallery-editor.module.css";
import { missingAlt, reordered } from "./gallery-list.ts";
import { useGalleryUploads } from "./use-gallery-uploads.ts";

export interface GalleryEditorProps {
  value: GalleryImage[];
  onChange: (value: GalleryImage[]) => void;
  /** Told while uploads run, so the form can wait for them before saving. */
  onBusyChange?: (busy: boolean) => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * The project page's gallery: several images uploaded at once (button or drop), each with a thumbnail,
 * alt text and caption; reordered by dragging the grip, by arrow keys on it or by the move buttons;
 * removed one by one; a warning on every image without alt text and a count above the list.
 */
export function GalleryEditor({ value, onChange, onBusyChange }: GalleryEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [dropping, setDropping] = useState(false);
  const keys = useRef<string[]>([]);
  const made = useRef(0);
  if (keys.current.length !== value.length) {
    keys.current = value.map((_, index) => keys.current[index] ?? `image-${++made.current}`);
  }
  const uploads = useGalleryUploads(value, onChange, onBusyChange);
  const labelOf = (key: string) => `image ${keys.current.indexOf(key) + 1}`;
  const sortable = useSortable({
    ids: keys.current,
    labelOf,
    onReorder: ({ ids }) => {
      const next = reordered(value, keys.current, ids);
      keys.current = ids;
      onChange(next);
    },
  });
  const missing = missingAlt(value);
  // A drop target for image files (the button is the keyboard's way in).
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDropping(false);
      void uploads.add([...event.dataTransfer.files]);
    },
  };
  const update = (index: number, change: Partial<GalleryImage>) =>
    onChange(value.map((image, at) => (at === index ? { ...image, ...change } : image)));
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, at) => at !== index);
    onChange(value.filter((_, at) => at !== index));
  };

  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          Gallery <span className={styles.count}>{`${value.length} / ${caseStudyLimits.galleryMax}`}</span>
        </h3>
        {missing > 0 && (
          <p className={styles.summary} data-testid="gallery-missing-alt">
            <AlertTriangle aria-hidden="true" />
            {missing === 1 ? "1 image has no alt text." : `${missing} images have no alt text.`}
          </p>
        )}
      </div>
      <div className={styles.drop} data-drop={dropping ? "active" : undefined} {...dropProps}>
        <ImagePlus aria-hidden="true" />
        <span>Drop images here, or</span>
        <button type="button" className={styles.pick} onClick={() => input.current?.click()}>
          choose images
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Add gallery images"
          data-testid="gallery-upload"
          onChange={(event) => {
            void uploads.add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
      {uploads.pending.length > 0 && (
        <ul className={styles.pending} aria-label="Uploading">
          {uploads.pending.map((item) => (
            <li key={item.key}>
              <Loader2 className={styles.spin} aria-hidden="true" />
              <span className={styles.fileName}>{item.name}</span>
              <progress max={100} value={item.percent} aria-label={`Uploading ${item.name}`} />
            </li>
          ))}
        </ul>
      )}
      {sortable.announcer}
      <ol className={styles.list} ref={sortable.containerRef}>
        {sortable.order.map((key) => {
          const index = keys.current.indexOf(key);
          const image = value[index];
          if (!image) return null;
          const number = index + 1;
          const noAlt = image.alt.trim() === "";
          const warningId = `${headingId}-${key}-alt`;
          return (
            <li key={key} className={`${styles.item} ${sortableStyles.item}`} {...sortable.itemProps(key)}>
              <button type="button" className={sortableStyles.handle} {...sortable.handleProps(key)}>
                <GripIcon />
              </button>
              <img className={styles.thumb} src={image.src} alt="" loading="lazy" />
              <div className={styles.fields}>
                <TextField
                  label={`Alt text (image ${number})`}
                  value={image.alt}
                  maxLength={caseStudyLimits.altMax}
                  placeholder="What the image shows, for screen readers and search engines"
                  onChange={(event) => update(index, { alt: event.target.value })}
                  aria-describedby={noAlt ? warningId : undefined}
                />
                {noAlt && (
                  <p className={styles.warning} id={warningId}>
                    <AlertTriangle aria-hidden="true" /> No alt text: people using a screen reader will not
                    know what this image shows.
                  </p>
                )}
                <TextField
                  label={`Caption (image ${number})`}
                  value={image.caption}
                  maxLength={caseStudyLimits.captionMax}
                  placeholder="Shown under the image (optional)"
                  onChange={(event) => update(index, { caption: event.target.value })}
                />
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={sortableStyles.move}
                  aria-label={`Move image ${number} up`}
                  disabled={index === 0}
                  onClick={() => sortable.moveBy(key, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={sortableStyles.move}
                  aria-label={`Move image ${number} down`}
                  disabled={index === value.length - 1}
                  onClick={() => sortable.moveBy(key, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${sortableStyles.move} ${styles.remove}`}
                  aria-label={`Remove image ${number}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
