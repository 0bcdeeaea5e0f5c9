import type { TestApp } from "./build-test-app.ts";

/** The pages a growth of posts could weigh on: the list, a post's page, and `/` with its Writing section. */
export const writingGrowthPaths = ["/writing", "/writing/post-5", "/"] as const;

/**
 * The writing pages as the posts grow, for the growth test and `npm run bench:writing`: publishes posts
 * `post-<from>` … `post-<to - 1>` through the owner's API (a day apart, so the list's order is
 * known), and measures uncached renders of `writingGrowthPaths` (the cache emptied by a write first).
 */
export function writingGrowth(t: TestApp, cookie: string) {
  let first = "";

  async function addPosts(from: number, to: number): Promise<void> {
    for (let n = from; n < to; n++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/posts",
        headers: { cookie },
        payload: {
          title: `Post ${n}`,
          slug: `post-${n}`,
          summary: "A post of the growth test.",
          body: `## Problem\n\n${"Text of the post. ".repeat(40)}`,
          tags: [n % 2 ? "odd" : "even"],
          status: "published",
          publishedAt: new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString(),
        },
      });
      if (response.statusCode !== 201)
        throw new Error(`a post answered ${response.statusCode}: ${response.body}`);
      first ||= response.json().id;
    }
  }

  /** Each page's bytes and the median of `runs` uncached renders, in ms. */
  async function measure(runs = 5): Promise<Record<string, { bytes: number; ms: number }>> {
    const result: Record<string, { bytes: number; ms: number }> = {};
    for (const path of writingGrowthPaths) {
      let bytes = 0;
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        await t.app.inject({
          method: "PATCH",
          url: `/api/posts/${first}`,
          headers: { cookie },
          payload: { summary: `A post of the growth test (${run}).` },
        });
        const started = performance.now();
        const response = await t.app.inject({ url: path });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        bytes = response.body.length;
      }
      result[path] = { bytes, ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0 };
    }
    return result;
  }

  return { addPosts, measure };
}

/** One line per page: its bytes and render time at `small` and at `large` posts. */
export function growthReport(
  counts: [number, number],
  small: Record<string, { bytes: number; ms: number }>,
  large: Record<string, { bytes: number; ms: number }>,
): string {
  return writingGrowthPaths
    .map((path) => {
      const [a, b] = [small[path], large[path]];
      return `${path}: ${counts[0]} posts ${a?.bytes} B, ${a?.ms.toFixed(1)} ms; ${counts[1]} posts ${b?.bytes} B, ${b?.ms.toFixed(1)} ms`;
    })
    .join("\n");
}
