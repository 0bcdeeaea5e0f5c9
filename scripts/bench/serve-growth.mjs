// How the public page and `GET /api/projects` grow with the number of projects (part of bench:serve).
import { growProjectsTo } from "./folio-owner.mjs";
import { runLoad } from "./load.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, bytes: body.length, status: response.status };
}

/** Raw (still compressed) length of `/` answered with Brotli. */
async function brotliBytes(url) {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(`${url}/`, { headers: { "accept-encoding": "br" } }, (response) => {
      let length = 0;
      response.on("data", (chunk) => {
        length += chunk.length;
      });
      response.on("end", () => resolve(length));
    })
      .on("error", reject)
      .end();
  });
}

/**
 * For each size: the render time of `/` (the owner's preview, rendered on every request: median of 5;
 * and the first `GET /` after the import, a cache miss), the page's bytes, and `GET /api/projects`.
 */
export async function measureGrowth({ url, cookie, current, sizes, connections }) {
  console.log("\nGrowth with the number of projects:");
  console.log(
    "  projects  render / (ms)  first GET / after a write (ms)  / plain KB  / br KB  /api/projects KB  req/s  p99 ms",
  );
  const rows = [];
  for (const size of sizes) {
    await growProjectsTo(url, cookie, current, size);
    current = size;
    const miss = await timed(`${url}/`);
    const renders = [];
    for (let i = 0; i < 5; i++) renders.push((await timed(`${url}/?preview=1`, { cookie })).ms);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const br = await brotliBytes(url);
    const api = await timed(`${url}/api/projects`);
    const load = await runLoad({ url, path: "/api/projects", seconds: 3, connections });
    rows.push({ size, bytes: miss.bytes });
    console.log(
      `  ${String(size).padStart(8)}  ${median(renders).toFixed(1).padStart(13)}  ${miss.ms.toFixed(1).padStart(30)}  ${(miss.bytes / 1024).toFixed(1).padStart(10)}  ${(br / 1024).toFixed(1).padStart(7)}  ${(api.bytes / 1024).toFixed(1).padStart(16)}  ${load.rps.toFixed(0).padStart(5)}  ${load.p99.toFixed(1).padStart(6)}`,
    );
  }
  const first = rows[0];
  const last = rows.at(-1);
  // The gallery's first page is in the HTML and the rest loads on demand: beyond the first page, `/`
  // may grow only by what every project adds regardless (a category name), so ≤ 5 % from the
  // second size up and ≤ 25 % from the first.
  const second = rows[1] ?? first;
  const flat = last.bytes <= second.bytes * 1.05 && last.bytes <= first.bytes * 1.25;
  console.log(
    `  / at ${last.size} projects is ${(last.bytes / first.bytes).toFixed(2)}× its size at ${first.size} and ${(last.bytes / second.bytes).toFixed(2)}× at ${second.size} (target: ≤ 1.25× and ≤ 1.05×) ${flat ? "PASS" : "FAIL"}`,
  );
  return { flat };
}
