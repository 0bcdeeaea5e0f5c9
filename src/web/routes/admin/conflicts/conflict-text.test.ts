import { describe, expect, it } from "vitest";
import { conflictHeadline, fieldLabel } from "./conflict-text.ts";

describe("the conflict panel's words", () => {
  const conflict = { version: 4, savedBy: { id: "u1", name: "Eddie Editor" }, current: {} };

  it("names who saved the newer version, and when: the time today, the date too before", () => {
    const savedAt = "2025-06-03T14:02:00.000Z";
    const today = conflictHeadline({ ...conflict, savedAt }, new Date(savedAt));
    expect(today).toMatch(/^Eddie Editor changed this at \S/);
    expect(today).not.toContain("2025");
    expect(conflictHeadline({ ...conflict, savedAt }, new Date("2025-07-01T10:00:00Z"))).toContain("2025");
    expect(conflictHeadline({ ...conflict, savedBy: null, savedAt })).toMatch(/^Someone changed this at/);
  });

  it("reads a field's path as its last name in words", () => {
    expect(fieldLabel("content.description")).toBe("Description");
    expect(fieldLabel("content.mainTitle")).toBe("Main title");
    expect(fieldLabel("seoTitle")).toBe("Seo title");
  });
});
