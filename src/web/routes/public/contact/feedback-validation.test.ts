import { describe, expect, it } from "vitest";
import { feedbackSubmissionSchema } from "#shared/feedback/schema.ts";
import { type FeedbackValues, validateFeedback } from "./feedback-validation.ts";

const valid: FeedbackValues = {
  user_name: "Grace Hopper",
  user_number: "+1 555 0100",
  user_email: "grace@example.com",
  message: "Can we talk next week?",
};

/** The server's message for the same values, field by field. */
function serverErrors(values: FeedbackValues): Record<string, string> {
  const result = feedbackSubmissionSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe("validateFeedback", () => {
  it("accepts what the server accepts", () => {
    expect(validateFeedback(valid)).toEqual({});
  });

  it.each<[string, Partial<FeedbackValues>]>([
    ["every field empty", { user_name: "", user_number: "", user_email: "", message: "  " }],
    ["a short phone number", { user_number: "555 01" }],
    ["a long phone number", { user_number: "+1 555 0100 99" }],
    ["letters in the phone number", { user_number: "555-CALL-NOW" }],
    ["an address without a domain", { user_email: "grace@" }],
    ["a name too long", { user_name: "x".repeat(101) }],
  ])("names the field at fault in the server's words: %s", (_, change) => {
    const values = { ...valid, ...change };
    expect(validateFeedback(values)).toEqual(serverErrors(values));
  });
});
