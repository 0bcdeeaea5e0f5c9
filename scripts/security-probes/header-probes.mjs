// The header contract every answer must meet, checked on the kinds of answer Folio gives.
import sharp from "sharp";

function directives(csp) {
  return new Map(
    String(csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** What is wrong with one answer's headers (empty when it meets the contract). */
export function headerProblems(
  response,
  { corp = "same-origin", referrer = "strict-origin-when-cross-origin", noStore = false } = {},
) {
  const h = response.headers;
  const problems = [];
  const csp = directives(h.get("content-security-policy"));
  const expect = (name, values) => {
    const actual = csp.get(name);
    if (!actual || values.some((value) => !actual.includes(value)))
      problems.push(`CSP ${name} is ${actual?.join(" ") ?? "missing"}`);
  };
  expect("default-src", ["'self'"]);
  expect("script-src", ["'self'"]);
  expect("object-src", ["'none'"]);
  expect("base-uri", ["'none'"]);
  expect("frame-ancestors", ["'none'"]);
  expect("form-action", ["'self'"]);
  const scripts = csp.get("script-src") ?? [];
  if (scripts.some((value) => /unsafe-(inline|eval)/.test(value)))
    problems.push("script-src allows unsafe-*");
  const check = (name, wanted) => {
    if (h.get(name) !== wanted) problems.push(`${name}: ${h.get(name)}`);
  };
  check("cross-origin-opener-policy", "same-origin");
  check("cross-origin-resource-policy", corp);
  check("referrer-policy", referrer);
  check("x-content-type-options", "nosniff");
  if (!/camera=\(\)/.test(h.get("permissions-policy") ?? ""))
    problems.push(`permissions-policy: ${h.get("permissions-policy")}`);
  if (noStore && h.get("cache-control") !== "no-store")
    problems.push(`cache-control: ${h.get("cache-control")}`);
  return problems;
}

/** Runs the header contract on each `[label, response, options]`; one result for all of them. */
async function contract(cases) {
  const failures = [];
  for (const [label, responsePromise, options, status] of cases) {
    const response = await responsePromise;
    if (status && response.status !== status)
      failures.push(`${label} answered ${response.status}, not ${status}`);
    for (const problem of headerProblems(response, options)) failures.push(`${label}: ${problem}`);
  }
  return failures.length
    ? { ok: false, detail: failures.join("; ") }
    : { ok: true, detail: cases.map(([label]) => label).join(", ") };
}

export function headerProbes(folio, cookie) {
  const get = (path, headers = {}) => fetch(`${folio.url}${path}`, { headers });
  return {
    "headers on /": () => contract([["GET / (HTML)", get("/"), {}, 200]]),
    "headers on API answers": () =>
      contract([
        ["GET /api/health", get("/api/health"), {}, 200],
        ["GET /api/sections (owner)", get("/api/sections", { cookie }), { noStore: true }, 200],
        ["GET /api/admin/overview (owner)", get("/api/admin/overview", { cookie }), { noStore: true }, 200],
        ["GET /api/sections (no session)", get("/api/sections"), { noStore: true }, 401],
      ]),
    "headers on the 404 page": () =>
      contract([
        ["GET /no-such-page", get("/no-such-page"), {}, 404],
        ["GET /api/no-such-route", get("/api/no-such-route"), {}, 404],
      ]),
    "headers on the reset and setup pages": () =>
      contract([
        [
          "GET /reset-password?…",
          get("/reset-password?userId=u&secret=probe-secret"),
          { referrer: "no-referrer" },
          200,
        ],
        ["GET /setup?token=…", get("/setup?token=probe-token"), { referrer: "no-referrer" }],
      ]),
    "headers on an upload": async () => {
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#08afff" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("file", new Blob([png], { type: "image/png" }), "probe.png");
      const upload = await fetch(`${folio.url}/api/media`, {
        method: "POST",
        headers: { cookie, origin: folio.url },
        body: form,
      });
      const body = await upload
        .clone()
        .json()
        .catch(() => ({}));
      if (upload.status !== 201 || !body.url)
        return { ok: false, detail: `upload answered ${upload.status}` };
      return contract([
        ["POST /api/media", Promise.resolve(upload), { noStore: true }, 201],
        [`GET ${body.url}`, get(body.url), { corp: "same-site" }, 200],
      ]);
    },
  };
}

/** The 500 probe: breaks a table under the running server, then reads through it. */
export async function serverErrorProbe(folio, databaseUrl) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("drop table project cascade");
    await client.end();
  } else {
    const { default: SQLite } = await import("better-sqlite3");
    const db = new SQLite(`${folio.dataDir}/folio.db`);
    db.exec("drop table project");
    db.close();
  }
  const result = await contract([
    ["GET /api/projects (table gone)", fetch(`${folio.url}/api/projects`), {}, 500],
  ]);
  const body = await (await fetch(`${folio.url}/api/projects`)).text();
  if (/sql|table|stack/i.test(body))
    return { ok: false, detail: `the 500 leaks details: ${body.slice(0, 80)}` };
  return result;
}
