import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/routes/admin/components/button.tsx";
import { TextField } from "#web/routes/admin/components/form-fields.tsx";
import styles from "./editors.module.css";

/** A list of short strings with add (button or Enter) and remove. */
export function StringListEditor({
  title,
  items,
  onChange,
  placeholder,
}: {
  title: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder: string;
}) {
  const [draft, setDraft] = useState("");
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    onChange([...items, value]);
    setDraft("");
  };
  return (
    <div className={styles.group}>
      <div className={styles.groupHeader}>
        <h4 className={styles.groupTitle}>
          {title} <span className={styles.count}>({items.length})</span>
        </h4>
      </div>
      {items.length > 0 ? (
        <ul className={styles.chips}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same text may appear twice; position is the identity.
            <li key={`${item}-${index}`} className={styles.chip}>
              {item}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((_, position) => position !== index))}
              >
                <X />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Nothing yet.</p>
      )}
      <div className={styles.addRow}>
        <TextField
          label={`New ${title.toLowerCase().replace(/s$/, "")}`}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={!draft.trim()}>
          <Plus /> Add
        </Button>
      </div>
    </div>
  );
}
