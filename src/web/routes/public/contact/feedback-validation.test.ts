import { describe, expect, it } from "vitest";
import { checkFeedback, pickFeedbackTexts } from "#shared/feedback/check.ts";
import { defaultFieldRules } from "#shared/feedback/rules.ts";
import { fillText } from "#shared/texts/fill.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { type FeedbackValues, validateFeedback } from "./feedback-validation.ts";

const valid: FeedbackValues = {
  user_name: "Grace Hopper",
  user_number: "+46 70 123 45 67",
  user_email: "grace@example.com",
  message: "Can we talk next week?",
};

/** The page's `t`: the owner's texts over the defaults, as `useTexts()` gives them. */
const pageText = (overrides: Record<string, string>) => {
  const texts = resolveTexts(overrides);
  return (key: keyof typeof texts) => fillText(texts[key]);
};

describe("validateFeedback", () => {
  it("accepts what the server accepts", () => {
    expect(validateFeedback(valid, defaultFieldRules, pageText({}))).toEqual({});
  });

  it.each<[string, Partial<FeedbackValues>]>([
    ["every field empty", { user_name: "", user_number: "", user_email: "", message: "  " }],
    ["a short phone number", { user_number: "555 01" }],
    ["a long phone number", { user_number: "+1 555 0100 9999 99" }],
    ["letters in the phone number", { user_number: "555-CALL-NOW" }],
    ["an address without a domain", { user_email: "grace@" }],
  ])("answers in the server's words, the owner's texts: %s", (_, change) => {
    const overrides = {
      "formErrors.required": "{field} måste fyllas i",
      "formErrors.phoneShort": "Minst {min} siffror (nu {count})",
      "formErrors.phoneLong": "Högst {max} siffror (nu {count})",
      "formErrors.phoneCharacters":
        "Bara siffror, mellanslag, punkter, bindestreck, parenteser och ett inledande +",
      "formErrors.email": "Ange en giltig e-postadress",
    };
    const values = { ...valid, ...change };
    const texts = resolveTexts(overrides);
    const server = checkFeedback(
      values,
      defaultFieldRules,
      pickFeedbackTexts((key) => texts[key]),
    );
    const browser = validateFeedback(values, defaultFieldRules, pageText(overrides));
    expect(browser).toEqual(server);
    expect(Object.keys(browser).length).toBeGreaterThan(0);
    for (const message of Object.values(browser)) expect(message).not.toMatch(/required|must|digits/);
  });
});
