import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import styles from "./form-fields.module.css";

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <span className={styles.error} id={`${id}-error`}>
          {error}
        </span>
      ) : (
        hint && <span className={styles.hint}>{hint}</span>
      )}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  id,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <input
        id={fieldId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        dir="auto"
        {...input}
      />
    </Frame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  id,
  mono = false,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { mono?: boolean }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId}
        className={`${styles.control} ${mono ? styles.mono : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        dir="auto"
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  ...select
}: FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <select
        id={fieldId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function ColorField({
  label,
  hint,
  error,
  value,
  onChange,
}: FieldFrame & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const pickerValue = /^#[0-9a-f]{6}$/i.test(value) ? value : "#000000";
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <div className={styles.colorRow}>
        <input
          type="color"
          className={styles.swatch}
          value={pickerValue}
          aria-label={`${typeof label === "string" ? label : "Colour"} picker`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className={`${styles.control} ${styles.mono}`}
          value={value}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Frame>
  );
}

export function Switch({
  label,
  hint,
  checked,
  onChange,
  name,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <label className={styles.switchRow}>
      <span className={styles.switchText}>
        <span className={styles.label}>{label}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        name={name}
        className={styles.switchInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.track} aria-hidden="true" />
    </label>
  );
}
