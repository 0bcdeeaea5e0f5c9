import { describe, expect, it } from "vitest";
import { dayLabel, relativeTime } from "./format-time.ts";

describe("relativeTime", () => {
  const now = Date.parse("2026-05-10T12:00:00Z");
  it("says how long ago a write happened", () => {
    expect(relativeTime("2026-05-10T11:59:30Z", now)).toBe("just now");
    expect(relativeTime("2026-05-10T11:45:00Z", now)).toBe("15 min ago");
    expect(relativeTime("2026-05-10T09:00:00Z", now)).toBe("3 h ago");
    expect(relativeTime("2026-05-09T09:00:00Z", now)).toBe("yesterday");
    expect(relativeTime("2026-05-06T12:00:00Z", now)).toBe("4 days ago");
    expect(relativeTime("2026-01-06T12:00:00Z", now)).toMatch(/2026/);
  });

  it("labels today's writes as Today", () => {
    const today = new Date();
    expect(dayLabel(today.toISOString(), today)).toBe("Today");
    expect(dayLabel("2020-01-01T00:00:00Z", today)).toMatch(/2020/);
  });
});
