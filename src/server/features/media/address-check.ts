import { lookup as dnsLookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/** Addresses Folio never fetches from for the owner: loopback, private, link-local, shared, reserved. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is loopback, private or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
interface LookupAddress {
  address: string;
  family: number;
}

export type Lookup = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for node:http(s) that refuses private addresses at the moment of connecting, so a name
 * that resolves differently the second time (DNS rebinding) cannot slip through.
 */
export function checkedLookup(resolve: Lookup = dnsLookup as unknown as Lookup) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused || addresses.length === 0) {
        const reason = Object.assign(new Error(`${hostname} points to a private or loopback address`), {
          code: "EPRIVATEADDRESS",
        });
        return callback(reason, "");
      }
      const first = addresses[0] as LookupAddress;
      return options.all ? callback(null, addresses) : callback(null, first.address, first.family);
    });
  };
}
