/**
 * Which IP addresses the image proxy may connect to. Anything that is not ordinary public unicast is
 * refused: loopback, private (RFC 1918, unique-local), link-local (including cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation ranges, and the IPv6
 * forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), since those could smuggle one of
 * the former past the check.
 */
import { BlockList, isIP } from "node:net";

// Separate lists: node's BlockList compares IPv4 addresses against IPv6 rules in their mapped form
// (::ffff:a.b.c.d), so the IPv4-mapped rule below would otherwise refuse every IPv4 address.
const forbiddenIpv4 = new BlockList();
const forbiddenIpv6 = new BlockList();

const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const IPV6_RANGES: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::ffff:0:0", 96], // IPv4-mapped
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

for (const [network, prefix] of IPV4_RANGES) forbiddenIpv4.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6_RANGES) forbiddenIpv6.addSubnet(network, prefix, "ipv6");

/** True for addresses the proxy may contact; false for forbidden ones and for anything not an IP. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !forbiddenIpv4.check(address, "ipv4");
  if (family === 6) return !forbiddenIpv6.check(address, "ipv6");
  return false;
}

export type AddressPolicy = (address: string) => boolean;
