// Which addresses a scan may connect to. A scan visits a URL a user typed, from our network, so
// every connection its browser makes is checked here (server/scans/proxy.ts) after the proxy
// resolves the name itself: only public unicast addresses, and only ports 80 and 443. Loopback,
// private (RFC 1918, IPv6 unique local), link-local (169.254/16, fe80::/10: the cloud metadata
// services 169.254.169.254 and fd00:ec2::254 among them), shared (100.64/10), multicast, reserved,
// documentation and benchmarking ranges are refused, and so is an IPv6 form that carries an IPv4
// address (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo, IPv4-compatible).
import dns from "node:dns/promises";
import net from "node:net";
import ipaddr from "ipaddr.js";

/** Ranges ipaddr.js calls unicast that are not on the public internet. */
const EXTRA_V4: [string, number][] = [
  ["198.18.0.0", 15], // benchmarking (RFC 2544)
  ["192.0.0.0", 24], // IETF protocol assignments
];

export interface AddressPolicy {
  /** SCAN_ALLOW_PRIVATE: loopback and any port (tests, local development). Never in production. */
  allowPrivate: boolean;
}

/** Why an address is refused, or undefined when a scan may connect to it. */
export function refusedAddress(address: string, policy: AddressPolicy): string | undefined {
  if (!ipaddr.isValid(address)) return "not an IP address";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (policy.allowPrivate && range === "loopback") return undefined;
  if (range !== "unicast") return `${range} address`;
  if (parsed.kind() === "ipv4") {
    const v4 = parsed as ipaddr.IPv4;
    for (const [base, bits] of EXTRA_V4) if (v4.match(ipaddr.IPv4.parse(base), bits)) return "reserved address";
  } else {
    // Global unicast is 2000::/3; everything else ipaddr.js leaves as unicast is not routed.
    const first = (parsed as ipaddr.IPv6).parts[0]!;
    if ((first & 0xe000) !== 0x2000) return "reserved address";
  }
  return undefined;
}

/** Why a port is refused, or undefined. */
export function refusedPort(port: number, policy: AddressPolicy): string | undefined {
  if (policy.allowPrivate) return undefined;
  return port === 80 || port === 443 ? undefined : `port ${port}`;
}

export type Resolver = (host: string) => Promise<string[]>;

/** Every address the name has (A and AAAA), as the system resolver answers. */
export const systemResolver: Resolver = async (host) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Every address a connection to `host` may go to: resolved here (an IP literal as itself) and every
 * answer checked; refused when any is not public (a name that answers a public and a private
 * address would otherwise let the connection choose). Throws a RefusedTarget naming why.
 */
export async function resolveAll(
  host: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
  extra?: (address: string) => string | undefined,
): Promise<string[]> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const addresses = net.isIP(bare) ? [bare] : await resolve(bare).catch(() => [] as string[]);
  if (addresses.length === 0) throw new RefusedTarget(`${bare} does not resolve`);
  for (const address of addresses) {
    const why = extra ? extra(address) : refusedAddress(address, policy);
    if (why) throw new RefusedTarget(`${bare} is a ${why} (${address})`);
  }
  return addresses;
}

export class RefusedTarget extends Error {
  override name = "RefusedTarget";
}
