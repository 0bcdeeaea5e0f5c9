import { describe, expect, it } from "vitest";
import { progressAt, smoothedStep, staggeredProgress } from "./scroll-driver.ts";

describe("the scroll driver's arithmetic", () => {
  it("maps the scroll linearly between start and end, and holds outside them", () => {
    const range = { start: 1000, end: 1400 };
    expect(progressAt(0, range)).toBe(0);
    expect(progressAt(1000, range)).toBe(0);
    expect(progressAt(1100, range)).toBe(0.25);
    expect(progressAt(1400, range)).toBe(1);
    expect(progressAt(9000, range)).toBe(1);
  });

  it("treats an empty range as a step at its end", () => {
    expect(progressAt(499, { start: 500, end: 500 })).toBe(0);
    expect(progressAt(500, { start: 500, end: 500 })).toBe(1);
  });

  it("staggers like gsap: item i runs for `each` from i × stagger over the whole", () => {
    // 5 words, 0.5 s each, 0.05 s apart: a whole of 0.7 s.
    expect(staggeredProgress(0, 0, 5, 0.5, 0.05)).toBe(0);
    expect(staggeredProgress(1, 4, 5, 0.5, 0.05)).toBe(1);
    // Half-way (0.35 s): the first word is 70 % through, the last (from 0.2 s) 30 %.
    expect(staggeredProgress(0.5, 0, 5, 0.5, 0.05)).toBeCloseTo(0.7);
    expect(staggeredProgress(0.5, 4, 5, 0.5, 0.05)).toBeCloseTo(0.3);
    // A single word is the whole.
    expect(staggeredProgress(0.4, 0, 1, 0.5, 0.05)).toBeCloseTo(0.4);
  });

  it("smooths towards the target, 98 % of the way after the smoothing time, exactly there in the end", () => {
    expect(smoothedStep(0, 1, 0.6, 0.6)).toBeGreaterThan(0.98);
    expect(smoothedStep(0, 1, 0.3, 0.6)).toBeGreaterThan(0.8);
    expect(smoothedStep(0, 1, 0.3, 0.6)).toBeLessThan(0.9);
    expect(smoothedStep(0.99999, 1, 0.016, 0.6)).toBe(1);
    expect(smoothedStep(0.2, 0.7, 0.1, 0)).toBe(0.7);
  });
});
