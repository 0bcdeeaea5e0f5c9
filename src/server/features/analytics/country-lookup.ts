import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Offline IP → country (ISO 3166 alpha-2) from `@ip-location-db/geo-whois-asn-country` (CC0), loaded
 * into typed arrays on the first lookup, not at start: about 5 MB of memory (decision 064). The
 * address is only looked up here, never stored. The tables are read as the package ships them or
 * gzipped (`*.csv.gz`, as the container image keeps them: 7 MB instead of 26).
 */
export class CountryLookup {
  #loading: Promise<Tables> | undefined;

  /** `folder`: where the tables are; the installed package's by default. */
  constructor(private readonly folder: string = packageFolder()) {}

  /** The country of an address, or null (private, unknown, or the data could not be read). */
  async lookup(ip: string): Promise<string | null> {
    this.#loading ??= loadTables(this.folder).catch(() => emptyTables());
    const tables = await this.#loading;
    const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
    if (isIPv4(address))
      return privateRanges.check(address, "ipv4") ? null : find(tables.v4, BigInt(ipv4Number(address)));
    if (isIPv6(address))
      return privateRanges.check(address, "ipv6") ? null : find(tables.v6, ipv6High(address));
    return null;
  }
}

/** Private, loopback, link-local and shared ranges: no country (the whois data names one for some). */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8],
  ["127.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

interface Ranges {
  /** Start and end of each range (IPv4 as numbers, IPv6 by their first 64 bits), sorted. */
  starts: BigUint64Array | Uint32Array;
  ends: BigUint64Array | Uint32Array;
  codes: Uint16Array;
}
interface Tables {
  v4: Ranges;
  v6: Ranges;
}

const emptyTables = (): Tables => ({
  v4: { starts: new Uint32Array(0), ends: new Uint32Array(0), codes: new Uint16Array(0) },
  v6: { starts: new BigUint64Array(0), ends: new BigUint64Array(0), codes: new Uint16Array(0) },
});

const decode = (value: number) => String.fromCharCode(value >> 8, value & 0xff);

function find(ranges: Ranges, value: bigint): string | null {
  const { starts, ends, codes } = ranges;
  let low = 0;
  let high = starts.length - 1;
  const big = starts instanceof BigUint64Array;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = big ? (starts[middle] as bigint) : BigInt(starts[middle] as number);
    const end = big ? (ends[middle] as bigint) : BigInt(ends[middle] as number);
    if (value < start) high = middle - 1;
    else if (value > end) low = middle + 1;
    else return decode(codes[middle] as number);
  }
  return null;
}

function ipv4Number(address: string): number {
  return address.split(".").reduce((total, part) => total * 256 + Number(part), 0);
}

/** The first 64 bits of an IPv6 address. */
function ipv6High(address: string): bigint {
  const clean = address.split("%")[0] ?? "";
  const [head = "", tail] = clean.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups
    .slice(0, 4)
    .reduce((total, group) => (total << 16n) | BigInt(Number.parseInt(group || "0", 16) || 0), 0n);
}

/**
 * Parses the two files in a short-lived worker thread, line by line, and receives only the finished
 * typed arrays: the garbage of parsing 550,000 lines stays in the worker's heap, which is freed when it
 * exits, instead of growing the server's for good.
 */
function packageFolder(): string {
  return dirname(
    createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"),
  );
}

/** A table's file: the package's CSV, or its gzipped copy. */
function tableFile(folder: string, form: "ipv4" | "ipv6"): string {
  const csv = join(folder, `geo-whois-asn-country-${form}-num.csv`);
  return existsSync(csv) ? csv : `${csv}.gz`;
}

async function loadTables(folder: string): Promise<Tables> {
  const worker = new Worker(parserSource, {
    eval: true,
    workerData: { v4: tableFile(folder, "ipv4"), v6: tableFile(folder, "ipv6") },
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  try {
    return await new Promise<Tables>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the country data parser stopped (${code})`)));
    });
  } finally {
    void worker.terminate();
  }
}

/** The worker: plain JavaScript, so it runs the same from the sources and from the build. */
const parserSource = `
const { createReadStream } = require("node:fs");
const { createGunzip } = require("node:zlib");
const { createInterface } = require("node:readline");
const { parentPort, workerData } = require("node:worker_threads");
async function parse(path, wide) {
  let size = 0;
  const make = (length) => (wide ? new BigUint64Array(length) : new Uint32Array(length));
  let starts = make(1 << 16), ends = make(1 << 16), codes = new Uint16Array(1 << 16);
  const grow = (array) => { const next = new array.constructor(array.length * 2); next.set(array); return next; };
  const file = createReadStream(path);
  const input = (path.endsWith(".gz") ? file.pipe(createGunzip()) : file).setEncoding("utf8");
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const a = line.indexOf(","), b = line.indexOf(",", a + 1);
    if (a < 0 || b < 0) continue;
    if (size === codes.length) { starts = grow(starts); ends = grow(ends); codes = grow(codes); }
    const start = line.slice(0, a), end = line.slice(a + 1, b);
    if (wide) { starts[size] = BigInt(start) >> 64n; ends[size] = BigInt(end) >> 64n; }
    else { starts[size] = Number(start); ends[size] = Number(end); }
    codes[size] = ((line.charCodeAt(b + 1) & 0xff) << 8) | (line.charCodeAt(b + 2) & 0xff);
    size++;
  }
  return { starts: starts.slice(0, size), ends: ends.slice(0, size), codes: codes.slice(0, size) };
}
(async () => {
  const v4 = await parse(workerData.v4, false);
  const v6 = await parse(workerData.v6, true);
  const buffers = [v4, v6].flatMap((t) => [t.starts.buffer, t.ends.buffer, t.codes.buffer]);
  parentPort.postMessage({ v4, v6 }, buffers);
})();
`;
