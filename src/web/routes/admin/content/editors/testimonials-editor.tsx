import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { MediaUploadField } from "#web/routes/admin/projects/media-upload-field.tsx";
import extras from "./editor-extras.module.css";
import { type EditorProps, objectList, setter, str } from "./editor-types.ts";
import styles from "./editors.module.css";
import { ListEditor } from "./list-editor.tsx";
import { MediaLibraryButton } from "./media-library-button.tsx";

interface Testimonial {
  id: string;
  name: string;
  position: string;
  company: string;
  content: string;
  rating: number;
  image: string;
}

/** The number shown beside an entry ("04"): its position, two digits. */
const numberAt = (position: number) => String(position).padStart(2, "0");

/** A new testimonial, numbered after the entries before it. */
export const newTestimonial = (position: number): Testimonial => ({
  id: numberAt(position),
  name: "",
  position: "",
  company: "",
  content: "",
  rating: 5,
  image: "",
});

/** Testimonials: the title and the entries (who, where, the quote, a rating and a photo). */
export function TestimonialsEditor({
  content,
  onChange,
  errors = {},
  onBusyChange,
}: EditorProps & { onBusyChange?: (busy: boolean) => void }) {
  const set = setter(content, onChange);
  const entries = objectList(content, "entries", () => ({ ...newTestimonial(0), id: "" }));
  return (
    <div className={styles.grid}>
      <TextField label="Title" value={str(content, "title")} onChange={set("title")} error={errors.title} />
      <ListEditor
        title="Testimonials"
        noun="testimonial"
        testId="testimonial-entry"
        field="entries"
        items={entries}
        create={() => newTestimonial(entries.length + 1)}
        onChange={(next) => onChange({ ...content, entries: next })}
        summary={(entry) => entry.name}
        render={(entry, index, update) => {
          const at = (field: string) => errors[`entries.${index}.${field}`];
          return (
            <>
              <div className={extras.fieldRow}>
                <TextField
                  label="Number"
                  name={`entries.${index}.id`}
                  hint="Beside the quote; empty: its place"
                  placeholder={numberAt(index + 1)}
                  value={entry.id}
                  error={at("id")}
                  onChange={(event) => update({ ...entry, id: event.target.value })}
                />
                <TextField
                  label="Name"
                  value={entry.name}
                  error={at("name")}
                  onChange={(event) => update({ ...entry, name: event.target.value })}
                />
                <TextField
                  label="Rating"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={5}
                  step={0.5}
                  hint="0 to 5 stars; 0 hides the stars"
                  value={Number.isFinite(entry.rating) ? String(entry.rating) : ""}
                  error={at("rating")}
                  onChange={(event) =>
                    update({
                      ...entry,
                      rating: event.target.value === "" ? Number.NaN : Number(event.target.value),
                    })
                  }
                />
              </div>
              <div className={styles.two}>
                <TextField
                  label="Position"
                  value={entry.position}
                  error={at("position")}
                  onChange={(event) => update({ ...entry, position: event.target.value })}
                />
                <TextField
                  label="Company"
                  value={entry.company}
                  error={at("company")}
                  onChange={(event) => update({ ...entry, company: event.target.value })}
                />
              </div>
              <TextArea
                label="Quote"
                rows={3}
                value={entry.content}
                error={at("content")}
                onChange={(event) => update({ ...entry, content: event.target.value })}
              />
              <div data-field={`entries.${index}.image`}>
                <MediaUploadField
                  kind="image"
                  label="Photo"
                  value={entry.image}
                  onChange={(image) => update({ ...entry, image })}
                  onBusyChange={(busy) => onBusyChange?.(busy)}
                />
                <MediaLibraryButton current={entry.image} onPick={(image) => update({ ...entry, image })} />
              </div>
            </>
          );
        }}
      />
    </div>
  );
}
