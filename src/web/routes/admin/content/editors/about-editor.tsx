import { ChipsField } from "#web/routes/admin/components/chips-field.tsx";
import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, str, strList } from "./editor-types.ts";
import styles from "./editors.module.css";

export function AboutEditor({ content, onChange }: EditorProps) {
  const set = (key: string) => (event: { target: { value: string } }) =>
    onChange({ ...content, [key]: event.target.value });
  return (
    <div className={styles.grid}>
      <TextField label="Title" value={str(content, "title")} onChange={set("title")} />
      <TextArea
        label="Introduction"
        rows={2}
        value={str(content, "introduction")}
        onChange={set("introduction")}
      />
      <TextArea
        label="Description"
        hint="Shown in 'How I work'. Put *asterisks* around the words to highlight: *clean code*."
        rows={5}
        value={str(content, "description")}
        onChange={set("description")}
      />
      <TextField
        label="Image"
        hint="File name or URL of the photo"
        value={str(content, "image")}
        onChange={set("image")}
      />
      <ChipsField
        label="Skills"
        placeholder="e.g. TypeScript"
        items={strList(content, "skills")}
        onChange={(skills) => onChange({ ...content, skills })}
      />
    </div>
  );
}
