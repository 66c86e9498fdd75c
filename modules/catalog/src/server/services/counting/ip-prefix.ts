import { isIPv4, isIPv6 } from "node:net";

/** The prefix a visitor is de-duplicated on: the whole IPv4 address, or the first 64 bits of an IPv6 one. */
export function ipPrefix(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const [head = "", tail = ""] = address.split("::");
    const left = head ? head.split(":") : [];
    const right = tail ? tail.split(":") : [];
    const groups = address.includes("::")
      ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((group) => (Number.parseInt(group || "0", 16) || 0).toString(16))
      .join(":")}::/64`;
  }
  return address || "unknown";
}
