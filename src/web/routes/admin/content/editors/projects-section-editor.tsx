import { ChipsField } from "#web/routes/admin/components/chips-field.tsx";
import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, setter, str, strList, textFieldProps } from "./editor-types.ts";
import styles from "./editors.module.css";

/** The projects section's texts; the projects themselves are edited in the Projects tab. */
export function ProjectsSectionEditor({ content, onChange, errors = {} }: EditorProps) {
  const set = setter(content, onChange);
  const field = textFieldProps(content, onChange, errors);
  return (
    <div className={styles.grid}>
      <div className={styles.two}>
        <TextField label="Title" value={str(content, "title")} onChange={set("title")} error={errors.title} />
        <TextField label="Subtitle" {...field("subtitle")} />
      </div>
      <TextArea label="Description" rows={3} {...field("description")} />
      <ChipsField
        label="Categories"
        placeholder="e.g. Web Development"
        hint="The gallery's filter buttons, in this order. Press Enter or type a comma to add."
        items={strList(content, "categories")}
        error={errors.categories}
        onChange={(categories) => onChange({ ...content, categories })}
      />
      <p className={styles.groupHint}>The projects themselves are added and edited in the Projects tab.</p>
    </div>
  );
}
