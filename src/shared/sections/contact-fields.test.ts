import { describe, expect, it } from "vitest";
import { defaultContactContent } from "./defaults.ts";
import { normalizeSectionContent } from "./normalize.ts";
import { allHiddenMessage, contactFieldsSchema, fieldRulesMessage } from "./schema.ts";

const form = (fields: unknown) => ({ ...defaultContactContent.contactForm, fields });

describe("contactForm.fields", () => {
  it("reads each field's rule; a field left out is required", () => {
    expect(contactFieldsSchema.parse({ user_number: "optional", user_email: "hidden" })).toEqual({
      user_name: "required",
      user_number: "optional",
      user_email: "hidden",
      message: "required",
    });
  });

  it("still reads the older list of names: listed fields required, the others hidden", () => {
    const content = normalizeSectionContent("contact", {
      contactForm: form(["user_name", "user_email", "message"]),
    });
    expect(content.contactForm.fields).toEqual({
      user_name: "required",
      user_number: "hidden",
      user_email: "required",
      message: "required",
    });
    expect(
      normalizeSectionContent("contact", {
        contactForm: form(["user_name", "user_number", "user_email", "message"]),
      }).contactForm.fields,
    ).toEqual(defaultContactContent.contactForm.fields);
  });

  it("defaults to the specification's four required fields", () => {
    expect(normalizeSectionContent("contact", {}).contactForm.fields).toEqual({
      user_name: "required",
      user_number: "required",
      user_email: "required",
      message: "required",
    });
  });

  it("refuses an unknown rule and a form with every field hidden", () => {
    const unknown = contactFieldsSchema.safeParse({ user_number: "maybe" });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe(fieldRulesMessage);
    const hidden = contactFieldsSchema.safeParse([]);
    expect(hidden.error?.issues[0]?.message).toBe(allHiddenMessage);
  });
});
