import "server-only";

import { headers } from "next/headers";

/** Path and query of the current request, as set by the proxy (apps/web/proxy.ts). */
export async function currentPath(): Promise<string> {
  return (await headers()).get("x-hopper-path") ?? "/";
}
