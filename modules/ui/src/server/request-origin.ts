import type { IncomingHttpHeaders } from "node:http";

/**
 * The origin links in API answers are built on (file URLs, icons). The configured public URL when there is one:
 * Host and X-Forwarded-Host are whatever the client or an unconfigured proxy passes on, and a cache in front
 * would keep an answer pointing at another site. Without HOPPER_URL (one machine, tests): the Host header, and
 * X-Forwarded-Proto/-Host only from trusted proxies.
 */
export function requestOrigin(
  headers: IncomingHttpHeaders,
  options: { publicUrl?: string; trustedProxies: number; port: number },
): string {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const first = (value: string | string[] | undefined) =>
    String(value ?? "")
      .split(",")[0]!
      .trim();
  const trusted = options.trustedProxies > 0;
  const proto = trusted && first(headers["x-forwarded-proto"]) === "https" ? "https" : "http";
  const host = (trusted && first(headers["x-forwarded-host"])) || headers.host || `localhost:${options.port}`;
  return `${proto}://${host}`;
}
