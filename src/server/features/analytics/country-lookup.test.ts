import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { CountryLookup } from "./country-lookup.ts";

describe("offline IP → country", () => {
  const lookup = new CountryLookup();

  it("finds the country of public IPv4, IPv4-mapped and IPv6 addresses", async () => {
    expect(await lookup.lookup("8.8.8.8")).toBe("US");
    expect(await lookup.lookup("::ffff:81.2.69.142")).toBe("GB");
    expect(await lookup.lookup("2a00:1450:4001::1")).toBe("IE");
  });

  it("knows no country for private, loopback and malformed addresses", async () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "192.168.0.1", "::1", "not an address", ""])
      expect(await lookup.lookup(address), address).toBeNull();
  });
});

describe("offline IP → country, from the gzipped tables the container image keeps", () => {
  const shipped = dirname(
    createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"),
  );
  const folder = mkdtempSync(join(tmpdir(), "folio-ip-tables-"));
  for (const form of ["ipv4", "ipv6"]) {
    const name = `geo-whois-asn-country-${form}-num.csv`;
    writeFileSync(join(folder, `${name}.gz`), gzipSync(readFileSync(join(shipped, name))));
  }
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("answers as the package's own files do", async () => {
    const gzipped = new CountryLookup(folder);
    expect(await gzipped.lookup("8.8.8.8")).toBe("US");
    expect(await gzipped.lookup("::ffff:81.2.69.142")).toBe("GB");
    expect(await gzipped.lookup("2a00:1450:4001::1")).toBe("IE");
    expect(await gzipped.lookup("10.1.2.3")).toBeNull();
  });

  it("knows no country at all when the tables are missing (and says nothing to visitors)", async () => {
    const empty = new CountryLookup(join(folder, "nowhere"));
    expect(await empty.lookup("8.8.8.8")).toBeNull();
  });
});
