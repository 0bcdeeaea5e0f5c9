import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { TextArea } from "#web/routes/admin/components/form-fields.tsx";
import type { SectionContent } from "./editor-types.ts";
import styles from "./editors.module.css";

/** The parsed object, or the reason the text is not a JSON object. */
export function parseContentJson(text: string): { content: SectionContent } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value))
      return { error: "Content must be a JSON object." };
    return { content: value as SectionContent };
  } catch (error) {
    return { error: error instanceof Error ? error.message : "Invalid JSON" };
  }
}

/**
 * Raw JSON for the types without a form. Invalid JSON shows an inline error and reports `valid: false`
 * (the modal then disables Save) instead of being ignored.
 */
export function JsonEditor({
  content,
  onChange,
}: {
  content: SectionContent;
  onChange: (result: { content?: SectionContent; valid: boolean }) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(content, null, 2));
  const [error, setError] = useState<string | undefined>();
  return (
    <div className={styles.grid}>
      <TextArea
        label="Content (JSON)"
        rows={15}
        mono
        spellCheck={false}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const result = parseContentJson(event.target.value);
          if ("error" in result) {
            setError(result.error);
            onChange({ valid: false });
          } else {
            setError(undefined);
            onChange({ content: result.content, valid: true });
          }
        }}
      />
      {error && (
        <p className={styles.jsonError} role="alert">
          <AlertCircle aria-hidden="true" /> Invalid JSON: {error}
        </p>
      )}
    </div>
  );
}
