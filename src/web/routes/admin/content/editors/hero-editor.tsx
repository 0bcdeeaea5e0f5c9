import { Switch, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { MediaUploadField } from "#web/routes/admin/projects/media-upload-field.tsx";
import { type EditorProps, str, textFieldProps } from "./editor-types.ts";
import styles from "./editors.module.css";
import { MediaLibraryButton } from "./media-library-button.tsx";
import { PercentField } from "./percent-field.tsx";

const opacityOf = (content: EditorProps["content"]) =>
  typeof content.overlayOpacity === "number" && Number.isFinite(content.overlayOpacity)
    ? content.overlayOpacity
    : 0.5;

/** Hero: the headings, the description, the button, the availability badge, a background picture and the loader's year. */
export function HeroEditor({
  content,
  onChange,
  errors = {},
  onBusyChange,
}: EditorProps & { onBusyChange?: (busy: boolean) => void }) {
  const field = textFieldProps(content, onChange, errors);
  const opacity = opacityOf(content);
  return (
    <div className={styles.grid}>
      <TextField label="Main Title" {...field("mainTitle")} />
      <TextField label="Subtitle" {...field("subtitle")} />
      <TextArea label="Description" rows={3} {...field("description")} />
      <TextField label="Call to Action Text" {...field("ctaText")} />
      <div className={styles.group}>
        <h4 className={styles.groupTitle}>Availability badge</h4>
        <Switch
          label="Show the badge"
          hint="The line with a pulsing dot under the big headings"
          name="showAvailability"
          checked={content.showAvailability !== false}
          onChange={(showAvailability) => onChange({ ...content, showAvailability })}
        />
        <TextField
          label="Badge text"
          placeholder="e.g. Available for freelance work"
          {...field("availability")}
          disabled={content.showAvailability === false}
        />
      </div>
      <div className={styles.group} data-field="backgroundImage">
        <h4 className={styles.groupTitle}>Background picture</h4>
        <p className={styles.groupHint}>
          Optional: a picture behind the hero, under a veil of the page's background colour so the headings
          stay readable.
        </p>
        <MediaUploadField
          kind="image"
          label="Picture"
          value={str(content, "backgroundImage")}
          onChange={(backgroundImage) => onChange({ ...content, backgroundImage })}
          onBusyChange={(busy) => onBusyChange?.(busy)}
        />
        <MediaLibraryButton
          current={str(content, "backgroundImage")}
          onPick={(backgroundImage) => onChange({ ...content, backgroundImage })}
        />
        <PercentField
          label="Veil"
          name="overlayOpacity"
          value={opacity}
          hint="0% shows the picture as it is; 100% hides it."
          onChange={(overlayOpacity) => onChange({ ...content, overlayOpacity })}
        />
      </div>
      <TextField
        label="Loader Year"
        hint="Shown in the intro as 'Developed Portfolio @2025'."
        {...field("loaderYear")}
      />
    </div>
  );
}
