// `npm run bench:writing`: /writing, a post's page and / at 10 and at 1,000 published posts, on
// SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set: their bytes (flat: they may differ by
// under 600: the pager, none while ten posts fit one page, and the newest titles) and the median of 5 uncached renders through the
// real app, logging at `npm start`'s level. It runs under Vitest (the server's page rendering needs
// its module loading) but is no test: `npm test` never runs it. Fails when the bytes grow.
import { expect, it } from "vitest";
import { buildTestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { growthReport, writingGrowth, writingGrowthPaths } from "#test/writing-growth.ts";

const dialects = process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

for (const dialect of dialects) {
  it(`the writing pages at 10 and 1,000 posts on ${dialect}`, async () => {
    const t = await buildTestApp({ LOG_LEVEL: "info" }, { logStream: { write: () => true }, dialect });
    try {
      const { cookie } = await signInAsOwner(t);
      const growth = writingGrowth(t, cookie);
      await growth.addPosts(0, 10);
      const small = await growth.measure();
      await growth.addPosts(10, 1000);
      const large = await growth.measure();
      console.log(`${dialect}:\n${growthReport([10, 1000], small, large)}`);
      for (const path of writingGrowthPaths)
        expect(Math.abs((large[path]?.bytes ?? 0) - (small[path]?.bytes ?? 0)), path).toBeLessThan(600);
    } finally {
      await t.close();
    }
  }, 600_000);
}
