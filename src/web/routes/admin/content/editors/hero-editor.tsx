import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, str } from "./editor-types.ts";
import styles from "./editors.module.css";

export function HeroEditor({ content, onChange }: EditorProps) {
  const set = (key: string) => (event: { target: { value: string } }) =>
    onChange({ ...content, [key]: event.target.value });
  return (
    <div className={styles.grid}>
      <TextField label="Main Title" value={str(content, "mainTitle")} onChange={set("mainTitle")} />
      <TextField label="Subtitle" value={str(content, "subtitle")} onChange={set("subtitle")} />
      <TextArea
        label="Description"
        rows={3}
        value={str(content, "description")}
        onChange={set("description")}
      />
      <TextField label="Call to Action Text" value={str(content, "ctaText")} onChange={set("ctaText")} />
      <TextField
        label="Loader Year"
        hint="Shown in the intro as 'Developed Portfolio @2025'."
        value={str(content, "loaderYear")}
        onChange={set("loaderYear")}
      />
    </div>
  );
}
