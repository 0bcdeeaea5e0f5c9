import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./time-ordered-id.ts";

describe("timeOrderedId", () => {
  it("sorts in creation order within one millisecond, across milliseconds and when the clock steps back", () => {
    const now = Date.now() + 60_000;
    const times = [now, now, now, now + 1, now + 1, now - 5_000, now + 2];
    const created = times.map((time) => timeOrderedId(time));
    const ids = created.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // created_at never goes backwards either: the step back is recorded at the latest time seen.
    expect(created.map((entry) => entry.at.getTime() - now)).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });
});
