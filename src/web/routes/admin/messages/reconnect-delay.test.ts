import { describe, expect, it } from "vitest";
import { reconnectDelayMs, staleAfterMs } from "./reconnect-delay.ts";

describe("reconnectDelayMs", () => {
  it.each([
    [0, 1_000],
    [4, 1_000],
    [5, 5_000],
    [14, 5_000],
    [15, 10_000],
    [99, 10_000],
    [100, 60_000],
    [10_000, 60_000],
  ])("after %i failed attempts waits %i ms", (attempt, delay) => {
    expect(reconnectDelayMs(attempt)).toBe(delay);
  });

  it("treats a stream as dead only after missing more than two heartbeats", () => {
    expect(staleAfterMs).toBeGreaterThan(40_000);
  });
});
