import { RotateCcw } from "lucide-react";
import { memo } from "react";
import { type TextKey, textCatalogue } from "#shared/texts/catalogue.ts";
import fields from "#web/routes/admin/components/form-fields.module.css";
import { missingPlaceholders } from "./texts-filter.ts";
import styles from "./texts-panel.module.css";

/** Defaults longer than this get a two-line box. */
const longText = 60;

interface TextRowProps {
  textKey: TextKey;
  /** The owner's text; "" while the default applies. */
  value: string;
  /** The default in the site language: its translation, else the English text. */
  defaultText: string;
  /** The site language has a translation, but not of this text: the default is English. */
  untranslated: boolean;
  onChange: (key: TextKey, value: string) => void;
}

/**
 * One interface text: its label and key, the owner's words over the default (shown as the placeholder
 * while empty, and under the field once changed), and "Reset to default". Memoised: typing in one row
 * re-renders that row only, so the panel stays quick with every text of the catalogue on screen.
 */
export const TextRow = memo(function TextRow({
  textKey,
  value,
  defaultText,
  untranslated,
  onChange,
}: TextRowProps) {
  const entry = textCatalogue[textKey];
  const id = `text-${textKey.replace(".", "-")}`;
  const changed = value.trim() !== "";
  const missing = missingPlaceholders(textKey, value);
  const describedBy = [changed ? `${id}-default` : "", missing.length ? `${id}-missing` : ""]
    .filter(Boolean)
    .join(" ");
  const control = {
    id,
    className: fields.control,
    value,
    placeholder: defaultText,
    spellCheck: true,
    dir: "auto",
    "aria-describedby": describedBy || undefined,
    "data-text-key": textKey,
    onChange: (event: { target: { value: string } }) => onChange(textKey, event.target.value),
  };
  return (
    <div className={styles.row} data-changed={changed || undefined}>
      <div className={styles.rowHead}>
        <label htmlFor={id} className={fields.label}>
          {entry.label}
        </label>
        <code className={styles.key}>{textKey}</code>
        {untranslated && (
          <span
            className={styles.untranslated}
            title="Folio's translation lacks this text: visitors see the English default"
          >
            English
          </span>
        )}
        {changed && (
          <button
            type="button"
            className={styles.reset}
            onClick={() => onChange(textKey, "")}
            aria-label={`Reset “${entry.label}” to default`}
            title="Reset to default"
          >
            <RotateCcw aria-hidden="true" /> Reset to default
          </button>
        )}
      </div>
      {defaultText.length > longText || entry.default.length > longText ? (
        <textarea rows={2} {...control} />
      ) : (
        <input {...control} />
      )}
      {changed && (
        <span className={fields.hint} id={`${id}-default`}>
          Default: {defaultText}
        </span>
      )}
      {missing.length > 0 && (
        <span className={styles.warning} id={`${id}-missing`}>
          Your text leaves out {missing.join(", ")}: that value will not be shown.
        </span>
      )}
    </div>
  );
});
