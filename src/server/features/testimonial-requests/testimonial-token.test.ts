import { describe, expect, it } from "vitest";
import { createFormClock, hashToken, newToken, tokenOfLink } from "./testimonial-token.ts";

describe("testimonial links' tokens and the form's served-at mark", () => {
  it("makes 43-character tokens found again in their links", () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenOfLink(`https://site.example/testimonial/${token}`)).toBe(token);
    expect(tokenOfLink(`https://site.example/other/${token}`)).toBeUndefined();
    expect(tokenOfLink("not a link")).toBeUndefined();
    expect(hashToken(token)).not.toBe(token);
  });

  it("measures the time since the form was served only from a mark it signed for that link", () => {
    const clock = createFormClock("secret");
    const served = new Date("2026-01-01T10:00:00Z");
    const later = new Date(served.getTime() + 4000);
    const mark = clock.stamp("link-a", served);
    expect(clock.elapsedMs("link-a", mark, later)).toBe(4000);
    expect(clock.elapsedMs("link-b", mark, later)).toBeUndefined();
    expect(createFormClock("other").elapsedMs("link-a", mark, later)).toBeUndefined();
    const [, signature] = mark.split(".");
    expect(clock.elapsedMs("link-a", `${served.getTime() - 60_000}.${signature}`, later)).toBeUndefined();
    expect(clock.elapsedMs("link-a", mark, new Date(served.getTime() - 1))).toBeUndefined();
    expect(clock.elapsedMs("link-a", "", later)).toBeUndefined();
  });
});
