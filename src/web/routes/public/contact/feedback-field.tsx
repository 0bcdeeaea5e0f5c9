import type { ReactNode } from "react";
import { type FeedbackField, type FieldRule, honeypotField } from "#shared/feedback/rules.ts";
import type { FeedbackSubmission } from "#shared/feedback/schema.ts";
import type { PageTextKey } from "#shared/texts/catalogue.ts";
import styles from "./feedback-form.module.css";

/** What the form sends: its four fields as typed, the honeypot and the fill time. */
export function readSubmission(form: HTMLFormElement, startedAt: number): FeedbackSubmission {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "");
  return {
    user_name: value("user_name"),
    user_number: value("user_number"),
    user_email: value("user_email"),
    message: value("message"),
    [honeypotField]: value(honeypotField),
    fill_ms: startedAt > 0 ? Math.max(0, Math.round(Date.now() - startedAt)) : 0,
  };
}

/** Each field's label and placeholder. */
export const fieldTexts: Record<FeedbackField, [label: PageTextKey, placeholder: PageTextKey]> = {
  user_name: ["form.name", "form.namePlaceholder"],
  user_number: ["form.phone", "form.phonePlaceholder"],
  user_email: ["form.email", "form.emailPlaceholder"],
  message: ["form.message", "form.messagePlaceholder"],
};

interface FeedbackFieldProps {
  /** The input's id; its hint and its message take ids from it. */
  inputId: string;
  rule: FieldRule;
  label: string;
  /** The word that marks an optional field. */
  optional: string;
  /** A line under the input while it has no message (the phone number's rule). */
  hint?: string;
  error?: string;
  wide: boolean;
  children: ReactNode;
}

/** One field of the feedback form: its label (marked when optional), the input, a hint or its message. */
export function FeedbackFieldFrame({
  inputId,
  rule,
  label,
  optional,
  hint,
  error,
  wide,
  children,
}: FeedbackFieldProps) {
  if (rule === "hidden") return null;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {rule === "optional" ? <span className={styles.optional}>{optional}</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
