import type { TestApp } from "./build-test-app.ts";

/**
 * A project page as the projects grow, for the growth test and `npm run bench:project-page`: adds
 * projects `p-<from>` … `p-<to - 1>` through the owner's import, and measures an uncached render of
 * `/projects/project-5` (the cache emptied by a write first).
 */
export function projectPageGrowth(t: TestApp, cookie: string) {
  async function addProjects(from: number, to: number): Promise<void> {
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
      if (response.statusCode !== 200)
        throw new Error(`import answered ${response.statusCode}: ${response.body}`);
    }
  }

  /** The page's bytes and the median of `runs` uncached renders, in ms. */
  async function measure(runs = 5): Promise<{ bytes: number; ms: number }> {
    let bytes = 0;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await t.app.inject({
        method: "PATCH",
        url: "/api/projects/p-0",
        headers: { cookie },
        payload: { priority: run % 2 },
      });
      const started = performance.now();
      const response = await t.app.inject({ url: "/projects/project-5" });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`/projects/project-5 answered ${response.statusCode}`);
      bytes = response.body.length;
    }
    return { bytes, ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0 };
  }

  return { addProjects, measure };
}
