import { describe, expect, it } from "vitest";
import { clientKey } from "./rate-limiter.ts";

describe("clientKey", () => {
  it("keys IPv4 (also IPv4-mapped IPv6) by the address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64 network, however it is written", () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });

  it("never gives visitors with an undeterminable address a shared bucket", () => {
    const keys = [undefined, "", "unknown", "unknown", "not an ip"].map(clientKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^unknown:/);
  });
});
