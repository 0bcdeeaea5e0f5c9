import { isLinkSpam } from "#server/features/feedback/feedback-spam.ts";
import { feedbackLimits, honeypotField } from "#shared/feedback/rules.ts";
import {
  testimonialRequestLimits as limits,
  type TestimonialFormField,
} from "#shared/testimonial-requests/rules.ts";
import type { TextKey } from "#shared/texts/catalogue.ts";

/** The client's form as posted: every field text (a missing one is ""). */
export interface TestimonialForm {
  name: string;
  role: string;
  company: string;
  text: string;
  rating: string;
  [honeypotField]: string;
  started: string;
}

export const emptyForm = (): TestimonialForm => ({
  name: "",
  role: "",
  company: "",
  text: "",
  rating: "",
  [honeypotField]: "",
  started: "",
});

/** What is stored when the form is right. */
export interface CheckedTestimonial {
  name: string;
  role: string;
  company: string;
  text: string;
  rating: number;
}

export type FieldErrors = Partial<Record<TestimonialFormField, { key: TextKey; max?: number }>>;

/** The form's fields checked, each error as the interface text the page shows (in the site's language). */
export function checkTestimonialForm(form: TestimonialForm): {
  values: CheckedTestimonial;
  errors: FieldErrors;
} {
  const values = {
    name: form.name.trim(),
    role: form.role.trim(),
    company: form.company.trim(),
    text: form.text.trim(),
    rating: Number(form.rating),
  };
  const errors: FieldErrors = {};
  const tooLong = (field: TestimonialFormField, value: string, max: number) => {
    if ([...value].length > max) errors[field] = { key: "testimonialForm.tooLong", max };
  };
  if (!values.name) errors.name = { key: "testimonialForm.nameRequired" };
  tooLong("name", values.name, limits.nameMax);
  tooLong("role", values.role, limits.roleMax);
  tooLong("company", values.company, limits.companyMax);
  if (!values.text) errors.text = { key: "testimonialForm.textRequired" };
  tooLong("text", values.text, limits.textMax);
  if (!/^[1-5]$/.test(form.rating.trim())) errors.rating = { key: "testimonialForm.ratingRequired" };
  return { values, errors };
}

/** The contact form's spam defence (decisions 026, 073): the honeypot, the fill time, a text of links. */
export function testimonialSpam(form: TestimonialForm, elapsedMs: number | undefined): string | null {
  if (form[honeypotField].trim() !== "") return "honeypot";
  if (elapsedMs === undefined || elapsedMs < feedbackLimits.minFillMs) return "fill_time";
  if (isLinkSpam(form.text)) return "links";
  return null;
}
