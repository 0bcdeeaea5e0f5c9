import { describe, expect, it } from "vitest";
import { isBot } from "./is-bot.ts";

describe("isBot", () => {
  it("counts real browsers", () => {
    expect(
      isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"),
    ).toBe(false);
    expect(isBot("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe(
      false,
    );
  });

  it("excludes crawlers, scripts, headless browsers and empty agents", () => {
    for (const agent of [
      undefined,
      "",
      "lightMyRequest",
      "curl/8.5.0",
      "python-requests/2.32",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
    ]) {
      expect(isBot(agent), String(agent)).toBe(true);
    }
  });
});
