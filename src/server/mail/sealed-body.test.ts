import { describe, expect, it } from "vitest";
import { createBodySeal, sealMail } from "./sealed-body.ts";

const secret = "a".repeat(40);

describe("sealed e-mail bodies", () => {
  it("hides the body and opens it again with the same auth secret", () => {
    const seal = createBodySeal(secret);
    const body = "Choose a new password: https://folio.test/reset-password?secret=TOKEN123 ✓";
    const sealed = seal.seal(body);
    expect(sealed).not.toContain("TOKEN123");
    expect(sealed).not.toBe(seal.seal(body));
    expect(seal.open(sealed)).toBe(body);
    expect(createBodySeal(secret).open(sealed)).toBe(body);
  });

  it("leaves plain bodies alone and refuses another secret or a tampered body", () => {
    const seal = createBodySeal(secret);
    expect(seal.open("plain text")).toBe("plain text");
    const sealed = seal.seal("hello");
    expect(() => createBodySeal("b".repeat(40)).open(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => seal.open(tampered)).toThrow();
  });

  it("seals both bodies of a mail and nothing else", () => {
    const seal = createBodySeal(secret);
    const mail = sealMail(
      { to: "o@folio.test", subject: "Reset", text: "t SECRET", html: "<p>SECRET</p>" },
      seal,
    );
    expect(mail.to).toBe("o@folio.test");
    expect(mail.subject).toBe("Reset");
    expect(`${mail.text}${mail.html}`).not.toContain("SECRET");
    expect(seal.open(mail.html ?? "")).toBe("<p>SECRET</p>");
  });
});
