import { TextField } from "#web/routes/admin/components/form-fields.tsx";
import type { FieldErrors } from "./editor-types.ts";
import styles from "./editors.module.css";
import { ListEditor } from "./list-editor.tsx";

/** A list of sentences (achievements, title lines): one text field each, added, removed and reordered. */
export function StringLinesEditor({
  title,
  noun,
  items,
  onChange,
  placeholder,
  errors = {},
  errorPath,
  hint,
  testId,
  field,
}: {
  title: string;
  noun: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  errors?: FieldErrors;
  errorPath?: string;
  hint?: string;
  testId?: string;
  /** The content field these lines edit (e.g. "title"). */
  field?: string;
}) {
  return (
    <ListEditor
      title={title}
      noun={noun}
      items={items}
      create={() => ""}
      onChange={onChange}
      inline
      hint={hint}
      testId={testId}
      field={field}
      render={(item, index, update) => (
        <TextField
          label={
            <span className={styles.visuallyHidden}>
              {`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`}
            </span>
          }
          placeholder={placeholder}
          value={item}
          error={errorPath ? errors[`${errorPath}.${index}`] : undefined}
          onChange={(event) => update(event.target.value)}
        />
      )}
    />
  );
}
