import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";

// `/metrics` is operator data (traffic, job backlog, memory): not for visitors. With METRICS_TOKEN set, a
// scraper presents it as a bearer token from anywhere; without it, only loopback and private networks (where a
// Prometheus beside the process scrapes from) are answered. The address is the client's as the web server
// resolves it (TRUSTED_PROXIES), so a visitor coming through the public proxy is not mistaken for the proxy.

const internal = new BlockList();
internal.addSubnet("127.0.0.0", 8, "ipv4");
internal.addSubnet("10.0.0.0", 8, "ipv4");
internal.addSubnet("172.16.0.0", 12, "ipv4");
internal.addSubnet("192.168.0.0", 16, "ipv4");
const internalV6 = new BlockList();
internalV6.addAddress("::1", "ipv6");
internalV6.addSubnet("fc00::", 7, "ipv6");

/** True for loopback and private (RFC 1918, IPv6 unique-local) addresses. */
export function isInternalAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  if (family === 4) return internal.check(plain, "ipv4");
  if (family === 6) return internalV6.check(plain, "ipv6");
  return false;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

export type MetricsRefusal = { status: 401 | 403; reason: string } | null;

/**
 * Whether a `/metrics` request may be answered. With a token configured, the bearer token decides (compared
 * in constant time); without one, the client address does.
 */
export function metricsRefusal(options: {
  token: string | undefined;
  authorization: string | undefined;
  clientAddress: string | null;
}): MetricsRefusal {
  if (options.token) {
    const presented = options.authorization?.startsWith("Bearer ") ? options.authorization.slice(7) : undefined;
    if (presented === undefined) return { status: 401, reason: "A bearer token (METRICS_TOKEN) is required." };
    return timingSafeEqual(digest(presented), digest(options.token))
      ? null
      : { status: 403, reason: "The bearer token is not METRICS_TOKEN." };
  }
  return isInternalAddress(options.clientAddress)
    ? null
    : { status: 403, reason: "Metrics are answered to loopback and private addresses only (or set METRICS_TOKEN)." };
}
