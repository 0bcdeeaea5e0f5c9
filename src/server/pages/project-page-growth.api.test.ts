import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/** A project page's size (and its render time, printed) at 10 and at 1,000 projects. */
describe("a project page as the projects grow", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  async function addProjects(from: number, to: number) {
    const documents = Array.from({ length: to - from }, (_, index) => ({
      id: `p-${from + index}`,
      title: `Project ${from + index}`,
      description: "A project of the growth test.",
      category: index % 2 ? "Web Development" : "Other",
      body: "## Problem\n\nText.",
    }));
    for (let start = 0; start < documents.length; start += 500) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/projects/import",
        headers: { cookie },
        payload: documents.slice(start, start + 500),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  /** An uncached render of `/projects/project-5` (the cache emptied by a write first): bytes and ms. */
  async function measure() {
    let bytes = 0;
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      await t.app.inject({
        method: "PATCH",
        url: "/api/projects/p-0",
        headers: { cookie },
        payload: { priority: run % 2 },
      });
      const started = performance.now();
      const response = await t.app.inject({ url: "/projects/project-5" });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      bytes = response.body.length;
    }
    return { bytes, ms: times.sort((a, b) => a - b)[2] ?? 0 };
  }

  it("keeps its bytes flat from 10 to 1,000 projects (render times printed)", async () => {
    await addProjects(0, 10);
    const small = await measure();
    await addProjects(10, 1000);
    const large = await measure();
    console.log(
      `project page at 10 projects: ${small.bytes} B, ${small.ms.toFixed(1)} ms; at 1,000: ${large.bytes} B, ${large.ms.toFixed(1)} ms`,
    );
    // Only the total in the embedded gallery data and the neighbours' titles may differ.
    expect(Math.abs(large.bytes - small.bytes)).toBeLessThan(200);
    // Times are printed, not asserted (speed goals belong to the benches).
  }, 120_000);
});
