// Which addresses a server-side fetch of a user-given URL may connect to: public unicast only.
// Loopback, private (RFC 1918, CGNAT, ULA), link-local (the cloud metadata address), unspecified,
// multicast, reserved and documentation ranges, and IPv6 forms that carry an IPv4 address
// (mapped, compatible, NAT64, 6to4, Teredo) are refused.
import { BlockList, isIP } from "node:net";

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // RFC 1918
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // RFC 1918
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // RFC 1918
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const V6_BLOCKED: [string, number][] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments, Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules through their mapped form.
const blockedV4 = new BlockList();
for (const [net, prefix] of V4_BLOCKED) blockedV4.addSubnet(net, prefix, "ipv4");
const blockedV6 = new BlockList();
for (const [net, prefix] of V6_BLOCKED) blockedV6.addSubnet(net, prefix, "ipv6");

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:7f00:1) carries. */
function mappedV4(ip: string): string | undefined {
  const m = /^(?:0{1,4}:){5}ffff:(.+)$/i.exec(ip) ?? /^::(?:0{1,4}:)?ffff:(.+)$/i.exec(ip);
  if (!m) return undefined;
  const rest = m[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return undefined;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True only for a literal IP address a fetch may connect to (a public unicast address). */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(ip);
  if (family === 4) return !blockedV4.check(ip, "ipv4");
  if (family !== 6) return false;
  const v4 = mappedV4(ip);
  if (v4 !== undefined) return isPublicAddress(v4);
  return !blockedV6.check(ip, "ipv6");
}
