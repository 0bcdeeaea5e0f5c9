// The owner's screens in `bench:page` (issue 29, point 5): Lighthouse mobile on the sign-in, recovery and
// setup screens (painted from server HTML; targets LCP <= 1 s and <= 60 KB of JavaScript gzipped before
// any interaction) and on the signed-in /admin-dashboard (LCP <= 1.5 s, <= 150 KB gzipped for a usable
// Overview). The setup screen uses the link the first start prints; completing it signs the owner in.
import { gzipSync } from "node:zlib";

export const ownerTargets = {
  auth: { lcpMs: 1000, jsKb: 60 },
  dashboard: { lcpMs: 1500, jsKb: 150 },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Gzipped size (level 9) of every script a Lighthouse run loaded, in KB. */
export async function scriptKb(lhr, sizes) {
  let bytes = 0;
  for (const item of lhr.audits["network-requests"]?.details?.items ?? []) {
    if (item.resourceType !== "Script") continue;
    if (!sizes.has(item.url)) {
      const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
      sizes.set(item.url, gzipSync(body, { level: 9 }).length);
    }
    bytes += sizes.get(item.url);
  }
  return bytes / 1024;
}

/**
 * Measures the owner's screens on `server` (a fresh Folio with no owner yet, whose `log()` holds its
 * output). `audit(url, extraHeaders)` runs one Lighthouse mobile audit. Answers whether all targets were met.
 */
export async function benchOwnerScreens({ url, log }, audit, runs) {
  const token = /\/setup\?token=([\w-]+)/.exec(log())?.[1];
  const screens = [
    ["/login", "auth"],
    ["/forgot-password", "auth"],
    ["/reset-password?userId=bench&secret=bench-secret", "auth"],
    ...(token ? [[`/setup?token=${token}`, "auth"]] : []),
  ];
  if (!token) console.log("  (no setup link in Folio's output: /setup not measured)");
  const sizes = new Map();
  let met = true;
  const measure = async (path, kind, headers) => {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(`${url}${path}`, headers);
      results.push({
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        js: await scriptKb(lhr, sizes),
      });
    }
    const m = (key) => median(results.map((r) => r[key]));
    const target = ownerTargets[kind];
    const ok = m("lcp") <= target.lcpMs && m("js") <= target.jsKb;
    if (!ok) met = false;
    console.log(
      `mobile ${path.split("?")[0].padEnd(17)} LCP ${Math.round(m("lcp"))} ms (<= ${target.lcpMs})  FCP ${Math.round(m("fcp"))} ms  TBT ${Math.round(m("tbt"))} ms  CLS ${m("cls").toFixed(3)}  JS ${m("js").toFixed(1)} KB gz (<= ${target.jsKb}) ${ok ? "ok" : "MISSED"}`,
    );
  };
  // As for `/`: the first render of a screen is not what visitors get.
  for (const [path] of screens) await fetch(`${url}${path}`);
  for (const [path, kind] of screens) await measure(path, kind);

  // Completing the setup creates the owner and answers the session cookie: the dashboard, signed in.
  if (!token) return false;
  const response = await fetch(`${url}/api/setup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      token,
      name: "Bench Owner",
      email: "bench@folio.test",
      password: "bench-password-long-enough",
    }),
  });
  if (!response.ok) throw new Error(`setup failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  await measure("/admin-dashboard", "dashboard", { Cookie: cookie });
  return met;
}
