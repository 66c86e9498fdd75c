import type { DbOrTx } from "@hopper/core/db";

import { consoleSocketUrl } from "../console/console-token";

/**
 * The origins browsers open console sockets to (ws:// or wss:// of every node's public URL), for the pages'
 * Content-Security-Policy `connect-src` (docs/hosting.md "Console"): the policy allows these and nothing else
 * besides the site itself, so a node added by an admin is reachable without a setting.
 */
export async function consoleOrigins(db: DbOrTx): Promise<string[]> {
  const nodes = await db.hostingNode.findMany({ select: { publicUrl: true } });
  const origins = new Set<string>();
  for (const { publicUrl } of nodes) {
    try {
      origins.add(new URL(consoleSocketUrl(publicUrl, "x")).origin);
    } catch {
      // A public URL that does not parse cannot be connected to either: nothing to allow.
    }
  }
  return [...origins].sort();
}
