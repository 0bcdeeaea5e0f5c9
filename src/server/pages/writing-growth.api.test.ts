import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { growthReport, writingGrowth, writingGrowthPaths } from "#test/writing-growth.ts";

/**
 * The writing pages' size does not grow with the number of posts: 10 against 60 here, the times
 * printed beside; the same at 1,000 posts is `npm run bench:writing` (speed goals belong to benches).
 */
describe("the writing pages as the posts grow", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  it("keeps /writing, a post's page and / flat in bytes from 10 to 60 posts", async () => {
    const growth = writingGrowth(t, cookie);
    await growth.addPosts(0, 10);
    const small = await growth.measure(1);
    await growth.addPosts(10, 60);
    const large = await growth.measure(1);
    console.info(growthReport([10, 60], small, large));
    // Only the pager (none while the ten posts fit one page) and the newest titles and dates may differ.
    for (const path of writingGrowthPaths)
      expect(Math.abs((large[path]?.bytes ?? 0) - (small[path]?.bytes ?? 0)), path).toBeLessThan(600);
  }, 60_000);
});
