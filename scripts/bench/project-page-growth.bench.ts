// `npm run bench:project-page`: a project page at 10 and at 1,000 projects, on SQLite, and on
// PostgreSQL too when TEST_DATABASE_URL is set: its bytes (flat: they may differ by under 200, the
// gallery total and the neighbours' titles) and the median of 5 uncached renders through the real app,
// logging at `npm start`'s level. It runs under Vitest (the server's page rendering needs its module
// loading) but is no test: `npm test` never runs it. Fails when the bytes grow.
import { expect, it } from "vitest";
import { buildTestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { projectPageGrowth } from "#test/project-page-growth.ts";

const dialects = process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

for (const dialect of dialects) {
  it(`a project page at 10 and 1,000 projects on ${dialect}`, async () => {
    const t = await buildTestApp({ LOG_LEVEL: "info" }, { logStream: { write: () => true }, dialect });
    try {
      const { cookie } = await signInAsOwner(t);
      const growth = projectPageGrowth(t, cookie);
      await growth.addProjects(0, 10);
      const small = await growth.measure();
      await growth.addProjects(10, 1000);
      const large = await growth.measure();
      console.log(
        `${dialect}: project page at 10 projects ${small.bytes} B, ${small.ms.toFixed(1)} ms; at 1,000 ${large.bytes} B, ${large.ms.toFixed(1)} ms`,
      );
      expect(Math.abs(large.bytes - small.bytes)).toBeLessThan(200);
    } finally {
      await t.close();
    }
  }, 300_000);
}
