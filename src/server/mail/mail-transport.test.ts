import { describe, expect, it } from "vitest";
import { consoleTransport } from "./mail-transport.ts";

describe("the console transport (no SMTP_URL)", () => {
  it("prints recipient, subject and the text with its links", async () => {
    const printed: string[] = [];
    const transport = consoleTransport((text) => printed.push(text));
    await transport.send({
      from: "Folio <folio@localhost>",
      to: "owner@folio.test",
      subject: "Reset your Folio password",
      text: "Choose a new password here:\nhttp://localhost:3000/reset-password?userId=u1&secret=s3cr3t",
      html: "<p>ignored</p>",
      replyTo: "visitor@example.com",
    });
    const output = printed.join("");
    expect(output).toContain("To: owner@folio.test");
    expect(output).toContain("Reply-To: visitor@example.com");
    expect(output).toContain("Subject: Reset your Folio password");
    expect(output).toContain("http://localhost:3000/reset-password?userId=u1&secret=s3cr3t");
    expect(output).not.toContain("<p>");
  });
});
