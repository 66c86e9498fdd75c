import "server-only";

import { headers } from "next/headers";

/** The client address: the first hop of X-Forwarded-For when a proxy sets it, else X-Real-IP. */
export function clientIp(h: Headers): string | null {
  const forwarded = h.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || h.get("x-real-ip") || null;
}

/** Path and query of the current request, as set by the proxy (apps/web/proxy.ts). */
export async function currentPath(): Promise<string> {
  return (await headers()).get("x-hopper-path") ?? "/";
}
