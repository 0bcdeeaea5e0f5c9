import { feedbackLimits } from "#shared/feedback/rules.ts";

/**
 * The feedback form's checks in the browser, with the server's own words (src/shared/feedback.ts), so
 * a visitor sees which field is at fault, in the page's style, before anything is sent. Plain code,
 * not the schema library, to keep it out of the visitor's JavaScript; the server checks again.
 */

export type FeedbackField = "user_name" | "user_number" | "user_email" | "message";
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;
export type FeedbackValues = Record<FeedbackField, string>;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneCharacters = /^[0-9 +()-]+$/;

function required(label: string, value: string, max: number): string | undefined {
  if (value.length === 0) return `${label} is required`;
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

function phone(value: string): string | undefined {
  const { phoneMin, phoneMax } = feedbackLimits;
  if (value.length === 0) return "Phone number is required";
  if (value.length < phoneMin || value.length > phoneMax)
    return `Phone number must be ${phoneMin} to ${phoneMax} characters`;
  if (!phoneCharacters.test(value)) return "Phone number may contain only digits, spaces, +, -, ( and )";
  return undefined;
}

function email(value: string): string | undefined {
  return (
    required("Email", value, feedbackLimits.emailMax) ??
    (emailShape.test(value) ? undefined : "Email must be a valid email address")
  );
}

/** Each field's first problem, in the form's order; an empty object when all four are fine. */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const problems: FeedbackErrors = {
    user_name: required("Name", values.user_name.trim(), feedbackLimits.nameMax),
    user_number: phone(values.user_number.trim()),
    user_email: email(values.user_email.trim()),
    message: required("Message", values.message.trim(), feedbackLimits.messageMax),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FeedbackErrors;
}
