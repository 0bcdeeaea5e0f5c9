import { describe, expect, it } from "vitest";
import { checkedLookup, isPrivateAddress } from "./address-check.ts";

describe("the address check", () => {
  it("knows private, loopback and mapped addresses from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.0.5",
      "169.254.169.254",
      "100.64.0.1",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["185.199.108.133", "140.82.112.3", "2606:50c0:8000::154"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("answers a public address as node asks for it", async () => {
    const lookup = checkedLookup(((
      _h: string,
      _o: unknown,
      callback: (e: null, a: { address: string; family: number }[]) => void,
    ) => callback(null, [{ address: "185.199.108.133", family: 4 }])) as never);
    const one = await new Promise((resolve) =>
      lookup("raw.githubusercontent.com", {}, (_e, address) => resolve(address)),
    );
    expect(one).toBe("185.199.108.133");
  });
});
