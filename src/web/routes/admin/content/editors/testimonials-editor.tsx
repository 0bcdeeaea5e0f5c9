import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { MediaUploadField } from "#web/routes/admin/projects/media-upload-field.tsx";
import { type EditorProps, objectList, setter, str } from "./editor-types.ts";
import styles from "./editors.module.css";
import { ListEditor } from "./list-editor.tsx";

interface Testimonial {
  id: string;
  name: string;
  position: string;
  company: string;
  content: string;
  rating: number;
  image: string;
}

const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const newTestimonial = (): Testimonial => ({
  id: newId(),
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
  const entries = objectList(content, "entries", newTestimonial).map((entry) => ({
    ...entry,
    id: entry.id || newId(),
  }));
  return (
    <div className={styles.grid}>
      <TextField label="Title" value={str(content, "title")} onChange={set("title")} error={errors.title} />
      <ListEditor
        title="Testimonials"
        noun="testimonial"
        testId="testimonial-entry"
        items={entries}
        create={newTestimonial}
        onChange={(next) => onChange({ ...content, entries: next })}
        summary={(entry) => entry.name}
        render={(entry, index, update) => {
          const at = (field: string) => errors[`entries.${index}.${field}`];
          return (
            <>
              <div className={styles.two}>
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
              <MediaUploadField
                kind="image"
                label="Photo"
                value={entry.image}
                onChange={(image) => update({ ...entry, image })}
                onBusyChange={(busy) => onBusyChange?.(busy)}
              />
            </>
          );
        }}
      />
    </div>
  );
}
