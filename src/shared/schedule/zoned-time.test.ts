import { describe, expect, it } from "vitest";
import { instantToZoned, isTimeZone, zonedToInstant } from "./zoned-time.ts";

describe("wall-clock times in the site's time zone", () => {
  it("turns a local time into the instant it stands for, and back", () => {
    expect(zonedToInstant("2026-12-01T09:30", "Europe/Lisbon")).toBe("2026-12-01T09:30:00.000Z");
    expect(zonedToInstant("2026-07-01T09:30", "Europe/Lisbon")).toBe("2026-07-01T08:30:00.000Z");
    expect(zonedToInstant("2026-12-01T09:30", "Asia/Tokyo")).toBe("2026-12-01T00:30:00.000Z");
    expect(zonedToInstant("2026-12-01T09:30", "America/New_York")).toBe("2026-12-01T14:30:00.000Z");
    expect(zonedToInstant("2026-12-01T00:15", "Asia/Kolkata")).toBe("2026-11-30T18:45:00.000Z");
    for (const zone of ["UTC", "Europe/Lisbon", "Asia/Tokyo", "America/Los_Angeles", "Asia/Kolkata"])
      expect(instantToZoned(zonedToInstant("2027-03-14T18:05", zone) ?? "", zone)).toBe("2027-03-14T18:05");
  });

  it("reads a time a clock change skips as the hour after, and a repeated one as its first", () => {
    // New York springs forward at 02:00 on 2027-03-14: 02:30 does not exist there.
    expect(zonedToInstant("2027-03-14T02:30", "America/New_York")).toBe("2027-03-14T07:30:00.000Z");
    // It falls back at 02:00 on 2026-11-01: 01:30 happens twice, first at -04:00.
    expect(zonedToInstant("2026-11-01T01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
  });

  it("refuses what is not a time or a time zone", () => {
    expect(zonedToInstant("tomorrow", "UTC")).toBeUndefined();
    expect(zonedToInstant("2026-13-45T99:00", "UTC")).toBeUndefined();
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
