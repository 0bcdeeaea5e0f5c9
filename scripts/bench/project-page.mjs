// A project's page in `bench:page` (issue 27, point 8): Lighthouse mobile on `/projects/:slug` of a site
// with 10 projects, the first with a real-looking case study (headings, a task list, a table, a
// highlighted code block, links), against the targets: LCP <= 1 s, CLS 0, the four scores 100 (as for
// `/`, Performance >= 95 on this shared machine) and at most 80 KB of JavaScript gzipped.

import { caseStudyWriteUp } from "./case-study.mjs";
import { growProjectsTo, signIn } from "./folio-owner.mjs";
import { scriptKb } from "./owner-screens.mjs";

export const projectPageTargets = { lcpMs: 1000, cls: 0, performance: 95, otherScores: 100, jsKb: 80 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Seeds `server` (a fresh Folio started with the bench owner) and measures its first project's page.
 * `audit(url)` runs one Lighthouse mobile audit. Answers whether every target was met.
 */
export async function benchProjectPage({ url }, audit, runs) {
  const cookie = await signIn(url);
  await growProjectsTo(url, cookie, 0, 10);
  const first = (await (await fetch(`${url}/api/projects?limit=1`)).json()).items[0];
  const patched = await fetch(`${url}/api/projects/${first.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: url, cookie },
    // No outside cover: this machine reaches no image host, and the page must not wait for one.
    body: JSON.stringify({ body: caseStudyWriteUp, image: null }),
  });
  if (!patched.ok)
    throw new Error(`could not write the case study: ${patched.status} ${await patched.text()}`);
  const path = `/projects/${first.slug}`;
  await fetch(`${url}${path}`); // the first render is not what visitors get
  const sizes = new Map();
  const results = [];
  for (let i = 0; i < runs; i++) {
    const lhr = await audit(`${url}${path}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      js: await scriptKb(lhr, sizes),
    });
  }
  const m = (key) => median(results.map((result) => result[key]));
  const t = projectPageTargets;
  const checks = [
    ["Performance", m("performance"), m("performance") >= t.performance, `>= ${t.performance}`],
    ...["accessibility", "best-practices", "seo"].map((id) => [
      id,
      m(id),
      m(id) >= t.otherScores,
      `${t.otherScores}`,
    ]),
    ["LCP ms", Math.round(m("lcp")), m("lcp") <= t.lcpMs, `<= ${t.lcpMs}`],
    ["CLS", m("cls").toFixed(3), m("cls") <= t.cls, `${t.cls}`],
    ["JS KB gz", m("js").toFixed(1), m("js") <= t.jsKb, `<= ${t.jsKb}`],
  ];
  console.log(
    `mobile ${path} (median of ${runs}; FCP ${Math.round(m("fcp"))} ms, TBT ${Math.round(m("tbt"))} ms)`,
  );
  for (const [name, value, ok, target] of checks)
    console.log(
      `  ${String(name).padEnd(16)} ${String(value).padStart(7)}  (target ${target}) ${ok ? "ok" : "MISSED"}`,
    );
  return checks.every(([, , ok]) => ok);
}
