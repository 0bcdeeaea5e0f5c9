import { describe, expect, it } from "vitest";
import { resolveTexts } from "#shared/texts/resolve.ts";
import {
  checkFeedback,
  cleanFeedback,
  type FeedbackValues,
  phoneDigits,
  phoneProblem,
  pickFeedbackTexts,
} from "./check.ts";
import { defaultFieldRules, type FieldRules } from "./rules.ts";

const english = resolveTexts({});
const texts = pickFeedbackTexts((key) => english[key]);
const valid: FeedbackValues = {
  user_name: "Grace Hopper",
  user_number: "+46 70 123 45 67",
  user_email: "grace@example.com",
  message: "Can we talk next week?",
};
const check = (change: Partial<FeedbackValues>, rules: FieldRules = defaultFieldRules) =>
  checkFeedback({ ...valid, ...change }, rules, texts);

describe("a phone number is valid by its digits", () => {
  it.each([
    "+46 70 123 45 67",
    "+46 (0)70-123 45 67",
    "070-123 45 67",
    "(555) 010-0100",
    "555.010.0100",
    "+1 555 010 0100",
    "0123456789",
    "+44 20 7946 0958",
  ])("accepts %s", (number) => {
    expect(phoneProblem(number)).toBeNull();
    expect(check({ user_number: number })).toEqual({});
  });

  it("counts digits, not characters", () => {
    expect(phoneDigits("+46 70 123 45 67")).toBe(11);
    expect(phoneDigits("(555) 010-0100")).toBe(10);
  });

  it.each([
    ["+1 555 0100", "Phone number needs at least 10 digits (it has 8)"],
    ["070 12", "Phone number needs at least 10 digits (it has 5)"],
    ["+46 70 123 45 67 89", "Phone number can have at most 12 digits (it has 13)"],
    ["555-CALL-NOW", "Phone number may contain only digits, spaces, dots, dashes, brackets and a leading +"],
    [
      "46+70 123 45 67",
      "Phone number may contain only digits, spaces, dots, dashes, brackets and a leading +",
    ],
    [
      "070 123 45 67 ext 2",
      "Phone number may contain only digits, spaces, dots, dashes, brackets and a leading +",
    ],
  ])("says what to fix in %s", (number, message) => {
    expect(check({ user_number: number })).toEqual({ user_number: message });
  });

  it("refuses a number of 40 characters or more however few its digits", () => {
    expect(check({ user_number: `070 ${" ".repeat(40)} 123 45 67` })).toEqual({
      user_number: "Phone must be at most 40 characters",
    });
  });
});

describe("checkFeedback", () => {
  it("names every empty required field in the form's order, with its label", () => {
    expect(check({ user_name: "", user_number: " ", user_email: "", message: "\n" })).toEqual({
      user_name: "Name is required",
      user_number: "Phone is required",
      user_email: "Email is required",
      message: "Message is required",
    });
  });

  it.each([
    [{ user_email: "grace@" }, { user_email: "Email must be a valid email address" }],
    [{ user_name: "x".repeat(101) }, { user_name: "Name must be at most 100 characters" }],
    [{ message: "m".repeat(5001) }, { message: "Message must be at most 5000 characters" }],
    [{ user_name: "Ada\r\nBcc: x@example.com" }, { user_name: "Name must be on one line" }],
    [{ user_email: "ada@example.com\nBcc: x@example.com" }, { user_email: "Email must be on one line" }],
  ])("refuses a malformed field: %o", (change, errors) => {
    expect(check(change)).toEqual(errors);
  });

  it("lets an optional field be empty but still checks what is in it", () => {
    const rules: FieldRules = { ...defaultFieldRules, user_number: "optional" };
    expect(check({ user_number: "" }, rules)).toEqual({});
    expect(check({ user_number: "123" }, rules)).toEqual({
      user_number: "Phone number needs at least 10 digits (it has 3)",
    });
  });

  it("never checks a hidden field, and stores it empty", () => {
    const rules: FieldRules = { ...defaultFieldRules, user_number: "hidden", user_name: "hidden" };
    expect(check({ user_number: "not a number", user_name: "" }, rules)).toEqual({});
    expect(cleanFeedback({ ...valid, user_number: " 070 ", user_name: "  Ada " }, rules)).toEqual({
      ...valid,
      user_number: "",
      user_name: "",
    });
  });

  it("stores the phone number as typed, only trimmed", () => {
    expect(
      cleanFeedback({ ...valid, user_number: "  +46 70 123 45 67 " }, defaultFieldRules).user_number,
    ).toBe("+46 70 123 45 67");
  });

  it("speaks the owner's words", () => {
    const swedish = resolveTexts({
      "form.phone": "Telefon",
      "form.name": "Namn",
      "formErrors.required": "{field} måste fyllas i",
      "formErrors.phoneShort": "Numret behöver minst {min} siffror (det har {count})",
    });
    const errors = checkFeedback(
      { ...valid, user_name: "", user_number: "070 12" },
      defaultFieldRules,
      pickFeedbackTexts((key) => swedish[key]),
    );
    expect(errors).toEqual({
      user_name: "Namn måste fyllas i",
      user_number: "Numret behöver minst 10 siffror (det har 5)",
    });
  });
});
