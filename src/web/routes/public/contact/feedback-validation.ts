import { checkFeedback, type FeedbackValues, pickFeedbackTexts } from "#shared/feedback/check.ts";
import type { FieldRules } from "#shared/feedback/rules.ts";
import type { PageTextKey } from "#shared/texts/catalogue.ts";

/**
 * The feedback form's checks in the browser: the server's own (`checkFeedback`, decision 073), with
 * the owner's field rules and the page's resolved texts (`useTexts().t`) handed in, so a visitor sees
 * which field is at fault, in the site's words, before anything is sent. Loaded when the visitor first
 * uses the form; it carries neither the schema library nor the catalogue's defaults. The server checks
 * again.
 */

export type { FeedbackErrors, FeedbackValues } from "#shared/feedback/check.ts";
export type { FeedbackField } from "#shared/feedback/rules.ts";

export function validateFeedback(
  values: FeedbackValues,
  rules: FieldRules,
  text: (key: PageTextKey) => string,
) {
  return checkFeedback(values, rules, pickFeedbackTexts(text));
}
