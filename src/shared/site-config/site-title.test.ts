import { describe, expect, it } from "vitest";
import { roleInTitle } from "./site-title.ts";

describe("roleInTitle", () => {
  it("reads the role after an em dash, en dash, hyphen or bar, in any script", () => {
    expect(roleInTitle("Ayşe Yılmaz — Mobile developer")).toBe("Mobile developer");
    expect(roleInTitle("박서연 – 프론트엔드 엔지니어")).toBe("프론트엔드 엔지니어");
    expect(roleInTitle("Nour | مطوّرة واجهات")).toBe("مطوّرة واجهات");
    expect(roleInTitle("A - B - C")).toBe("B — C");
  });

  it("answers nothing for a title without a role, or a hyphen inside a word", () => {
    expect(roleInTitle("Jean-Luc Picard")).toBe("");
    expect(roleInTitle("Portfolio")).toBe("");
  });
});
