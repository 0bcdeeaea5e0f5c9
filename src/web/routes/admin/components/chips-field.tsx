import { X } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { useAnnouncer } from "./announcer.tsx";
import styles from "./chips-field.module.css";

export interface ChipsFieldProps {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  name?: string;
  /** Each entry at most once: one that matches a chip case-insensitively is not added again. */
  distinct?: boolean;
}

/** The commas of the scripts an owner may type in: Latin, Arabic (،), Chinese and Japanese (、，). */
export const listSeparator = /[,،、，]/;

/** Splits typed text on commas: the finished parts (trimmed, empties dropped) and what is still being typed. */
export function splitChips(text: string): { done: string[]; rest: string } {
  const parts = text.split(listSeparator);
  const rest = parts.pop() ?? "";
  return { done: parts.map((part) => part.trim()).filter(Boolean), rest };
}

/** The typed entries that are not in `items` yet, nor earlier in `typed` (compared case-insensitively). */
export function newEntries(items: readonly string[], typed: readonly string[]): string[] {
  const seen = new Set(items.map((item) => item.trim().toLowerCase()));
  return typed.filter((value) => {
    const folded = value.trim().toLowerCase();
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/**
 * A list of short strings as chips: Enter or a comma adds what was typed (a pasted "a, b, c" adds
 * three), Backspace in the empty box removes the last chip, each chip has its own remove button.
 * What is left typed when the box loses focus is added too, so nothing typed is lost on Save.
 */
export function ChipsField({
  label,
  items,
  onChange,
  placeholder,
  hint,
  error,
  name,
  distinct = false,
}: ChipsFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const { announce, region } = useAnnouncer();
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : ""].filter(Boolean).join(" ");

  const add = (typed: string[]) => {
    const values = distinct ? newEntries(items, typed) : typed;
    const repeated = typed.filter((value) => !values.includes(value));
    if (values.length > 0) onChange([...items, ...values]);
    const said = [
      values.length > 0 ? `Added ${values.join(", ")}` : "",
      repeated.length > 0
        ? `${repeated.join(", ")} ${repeated.length === 1 ? "is" : "are"} already listed`
        : "",
    ];
    if (values.length > 0 || repeated.length > 0) announce(said.filter(Boolean).join(". "));
  };
  const removeAt = (index: number) => {
    const removed = items[index];
    onChange(items.filter((_, position) => position !== index));
    announce(`Removed ${removed}`);
  };

  return (
    <div className={styles.chipsField} data-chips={label}>
      <label className={styles.chipsLabel} htmlFor={id}>
        {label}
      </label>
      {/* A click on the box's empty space focuses its input, like a text field's. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the keyboard way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input inside is the keyboard way. */}
      <div
        className={styles.chipsBox}
        data-invalid={error ? "" : undefined}
        onClick={(event) => {
          if (event.target === event.currentTarget) input.current?.focus();
        }}
      >
        {items.length > 0 && (
          <ul className={styles.chips}>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same text may appear twice; position is the identity.
              <li key={`${item}-${index}`} className={styles.chip}>
                <span className={styles.chipText}>{item}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove ${item}`}
                  onClick={() => {
                    removeAt(index);
                    input.current?.focus();
                  }}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={id}
          name={name}
          className={styles.chipsInput}
          dir="auto"
          value={draft}
          placeholder={placeholder}
          enterKeyHint="done"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const { done, rest } = splitChips(event.target.value);
            add(done);
            setDraft(rest);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              const value = draft.trim();
              if (value) add([value]);
              setDraft("");
            } else if (event.key === "Backspace" && draft === "" && items.length > 0) {
              event.preventDefault();
              removeAt(items.length - 1);
            }
          }}
          onBlur={() => {
            const value = draft.trim();
            if (value) add([value]);
            setDraft("");
          }}
        />
      </div>
      {error ? (
        <span className={styles.fieldError} id={`${id}-error`}>
          {error}
        </span>
      ) : (
        <span className={styles.fieldHint} id={`${id}-hint`}>
          {hint ?? "Press Enter or type a comma to add; Backspace removes the last one."}
        </span>
      )}
      {region}
    </div>
  );
}
