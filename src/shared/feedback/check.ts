import type { TextKey, Texts } from "#shared/texts/catalogue.ts";
import { fillText } from "#shared/texts/fill.ts";
import { type FeedbackField, type FieldRules, feedbackFields, feedbackLimits } from "./rules.ts";

/**
 * The contact form's checks, one function for the browser and the server (decision 073): the owner's
 * field rules (required, optional, hidden) and the owner's texts give each field its message, so a
 * visitor reads the same words before sending and in the server's answer, in the site's language.
 * Plain code without the schema library or the catalogue's defaults: the public page's lazy form chunk
 * imports it and is handed the resolved texts.
 */

/** The texts the checks speak with: the fields' labels and the messages. */
export const feedbackTextKeys = [
  "form.name",
  "form.phone",
  "form.email",
  "form.message",
  "formErrors.required",
  "formErrors.tooLong",
  "formErrors.oneLine",
  "formErrors.phoneShort",
  "formErrors.phoneLong",
  "formErrors.phoneCharacters",
  "formErrors.email",
] as const satisfies readonly TextKey[];
export type FeedbackTexts = Pick<Texts, (typeof feedbackTextKeys)[number]>;

export type FeedbackValues = Record<FeedbackField, string>;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

const labels = {
  user_name: "form.name",
  user_number: "form.phone",
  user_email: "form.email",
  message: "form.message",
} as const satisfies Record<FeedbackField, keyof FeedbackTexts>;

const maxLength: Record<FeedbackField, number> = {
  user_name: feedbackLimits.nameMax,
  user_number: feedbackLimits.phoneTextMax,
  user_email: feedbackLimits.emailMax,
  message: feedbackLimits.messageMax,
};

/** Digits with spaces, dots, dashes and brackets between them, and a + only in front. */
const phoneCharacters = /^\+?[0-9 .()-]+$/;
/** The shape the server accepted before (zod's e-mail rule): no spaces, no line breaks, a dotted domain. */
const emailShape =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** How many digits a phone number has, whatever is written between them. */
export function phoneDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

/** What is wrong with a phone number, by its digits; null when it is a good one. */
export function phoneProblem(value: string): "characters" | "short" | "long" | null {
  if (!phoneCharacters.test(value)) return "characters";
  const digits = phoneDigits(value);
  if (digits < feedbackLimits.phoneMin) return "short";
  if (digits > feedbackLimits.phoneMax) return "long";
  return null;
}

function problem(field: FeedbackField, value: string, texts: FeedbackTexts): string | undefined {
  const label = texts[labels[field]];
  if (value.length > maxLength[field])
    return fillText(texts["formErrors.tooLong"], { field: label, max: maxLength[field] });
  if (field !== "message" && /[\r\n]/.test(value))
    return fillText(texts["formErrors.oneLine"], { field: label });
  if (field === "user_email" && !emailShape.test(value)) return texts["formErrors.email"];
  if (field === "user_number") {
    const count = phoneDigits(value);
    const values = { min: feedbackLimits.phoneMin, max: feedbackLimits.phoneMax, count };
    switch (phoneProblem(value)) {
      case "characters":
        return fillText(texts["formErrors.phoneCharacters"], values);
      case "short":
        return fillText(texts["formErrors.phoneShort"], values);
      case "long":
        return fillText(texts["formErrors.phoneLong"], values);
      default:
        return undefined;
    }
  }
  return undefined;
}

/**
 * Each shown field's first problem, in the form's order; empty when the submission may be stored.
 * Values are checked trimmed; an empty optional field is fine, a hidden field is never checked.
 */
export function checkFeedback(
  values: FeedbackValues,
  rules: FieldRules,
  texts: FeedbackTexts,
): FeedbackErrors {
  const errors: FeedbackErrors = {};
  for (const field of feedbackFields) {
    const rule = rules[field];
    if (rule === "hidden") continue;
    const value = values[field].trim();
    const found =
      value === ""
        ? rule === "required"
          ? fillText(texts["formErrors.required"], { field: texts[labels[field]] })
          : undefined
        : problem(field, value, texts);
    if (found) errors[field] = found;
  }
  return errors;
}

/** The submission as it is stored: each field trimmed, a hidden field empty. */
export function cleanFeedback(values: FeedbackValues, rules: FieldRules): FeedbackValues {
  const clean = {} as FeedbackValues;
  for (const field of feedbackFields) clean[field] = rules[field] === "hidden" ? "" : values[field].trim();
  return clean;
}

/** The resolved texts the checks need, picked from a page's texts (or any `t` that returns a key's text). */
export function pickFeedbackTexts(text: (key: (typeof feedbackTextKeys)[number]) => string): FeedbackTexts {
  return Object.fromEntries(feedbackTextKeys.map((key) => [key, text(key)])) as FeedbackTexts;
}
