import { describe, expect, it } from "vitest";
import { versionsToKeep } from "./retention.ts";

const now = new Date("2026-06-01T12:00:00.000Z");
const at = (daysAgo: number, hour = 12) =>
  new Date(now.getTime() - daysAgo * 86_400_000 + (hour - 12) * 3_600_000).toISOString();
const policy = { everyVersionDays: 30, dailyVersionDays: 365, alwaysKeep: 2 };

describe("versionsToKeep", () => {
  it("keeps every recent version, the last of each older day within a year, and the newest ones", () => {
    const versions = [
      { version: 1, savedAt: at(500) },
      { version: 2, savedAt: at(400) },
      { version: 3, savedAt: at(100, 9) },
      { version: 4, savedAt: at(100, 10) },
      { version: 5, savedAt: at(99) },
      { version: 6, savedAt: at(10, 9) },
      { version: 7, savedAt: at(10, 10) },
    ];
    expect([...versionsToKeep(versions, now, policy)].sort()).toEqual([4, 5, 6, 7]);
    expect([...versionsToKeep(versions.slice(0, 2), now, policy)].sort()).toEqual([1, 2]);
  });
});
