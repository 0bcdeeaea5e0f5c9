import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { isIPv4, isIPv6 } from "node:net";
import { createInterface } from "node:readline";

/**
 * Offline IP → country (ISO 3166 alpha-2) from `@ip-location-db/geo-whois-asn-country` (CC0), loaded
 * into typed arrays on the first lookup, not at start: about 5 MB of memory (decision 064). The
 * address is only looked up here, never stored.
 */
export class CountryLookup {
  #loading: Promise<Tables> | undefined;

  /** The country of an address, or null (private, unknown, or the data could not be read). */
  async lookup(ip: string): Promise<string | null> {
    this.#loading ??= loadTables().catch(() => emptyTables());
    const tables = await this.#loading;
    const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
    if (isIPv4(address)) return find(tables.v4, BigInt(ipv4Number(address)));
    if (isIPv6(address)) return find(tables.v6, ipv6High(address));
    return null;
  }
}

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

const encode = (code: string) => ((code.charCodeAt(0) & 0xff) << 8) | (code.charCodeAt(1) & 0xff);
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

async function loadTables(): Promise<Tables> {
  const require = createRequire(import.meta.url);
  const folder = require
    .resolve("@ip-location-db/geo-whois-asn-country/package.json")
    .replace(/package\.json$/, "");
  // One after the other, line by line: the files (25 MB of text) are never held in memory whole.
  const v4 = await parse(`${folder}geo-whois-asn-country-ipv4-num.csv`, false);
  const v6 = await parse(`${folder}geo-whois-asn-country-ipv6-num.csv`, true);
  return { v4, v6 };
}

async function parse(path: string, wide: boolean): Promise<Ranges> {
  let size = 0;
  let starts = wide ? new BigUint64Array(1 << 16) : new Uint32Array(1 << 16);
  let ends = wide ? new BigUint64Array(1 << 16) : new Uint32Array(1 << 16);
  let codes = new Uint16Array(1 << 16);
  const grow = <T extends BigUint64Array | Uint32Array | Uint16Array>(array: T): T => {
    const next = new (array.constructor as new (length: number) => T)(array.length * 2);
    next.set(array as never);
    return next;
  };
  const lines = createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of lines) {
    const [start, end, code] = line.split(",");
    if (!start || !end || !code) continue;
    if (size === codes.length) {
      starts = grow(starts);
      ends = grow(ends);
      codes = grow(codes);
    }
    if (wide) {
      (starts as BigUint64Array)[size] = BigInt(start) >> 64n;
      (ends as BigUint64Array)[size] = BigInt(end) >> 64n;
    } else {
      (starts as Uint32Array)[size] = Number(start);
      (ends as Uint32Array)[size] = Number(end);
    }
    codes[size] = encode(code);
    size++;
  }
  return { starts: starts.slice(0, size), ends: ends.slice(0, size), codes: codes.slice(0, size) };
}
