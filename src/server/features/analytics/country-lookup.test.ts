import { describe, expect, it } from "vitest";
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
