import { isIP } from "node:net";

// The web server (apps/web/server/web-server.ts) replaces X-Forwarded-For with exactly one address, the
// client's as resolved below, so everything downstream (rate limits, download counting, sessions) reads one
// trustworthy value instead of the left-most entry a client can write itself.

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) becomes `192.0.2.1`. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address: the socket's peer when no proxy is trusted; with `trustedProxies` reverse proxies in
 * front, the address the outermost trusted proxy saw — counting from the right of X-Forwarded-For, where each
 * proxy appends its peer. Entries left of that are whatever the client sent and are ignored.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string | null {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (chain.length === 0) return null;
  const index = Math.max(0, chain.length - 1 - trustedProxies);
  const address = normalize(chain[index]!);
  return isIP(address) ? address : null;
}

/** The client address of a request that passed through the web server (null outside it, e.g. in a job). */
export function clientAddress(headers: Headers): string | null {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || null;
}
