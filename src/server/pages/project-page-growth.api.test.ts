import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { projectPageGrowth } from "#test/project-page-growth.ts";

/**
 * A project page's size does not grow with the number of projects: 10 against 110 here; the same at
 * 1,000 projects, with render times, is `npm run bench:project-page` (speed goals belong to benches).
 */
describe("a project page as the projects grow", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  it("keeps its bytes flat from 10 to 110 projects", async () => {
    const growth = projectPageGrowth(t, cookie);
    await growth.addProjects(0, 10);
    const small = await growth.measure(1);
    await growth.addProjects(10, 110);
    const large = await growth.measure(1);
    // Only the total in the embedded gallery data and the neighbours' titles may differ.
    expect(Math.abs(large.bytes - small.bytes)).toBeLessThan(200);
  });
});
