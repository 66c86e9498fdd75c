import { productNames, subscriptionsOfServers } from "@hopper/billing/server";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { requireSignedIn } from "./server-access";
import { toServerView } from "./server-view";
import type { ServerView } from "./server-view";

export const SERVERS_PER_PAGE = 20;

export interface ServerList {
  servers: ServerView[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * The actor's own servers, newest first, one page (/servers/manage, spec §2). Admins see their own here too; every
 * server is on the admins' pages. One query for the page's servers and their nodes, one each for the plans' names
 * and subscriptions (no N+1). A page past the last is empty.
 */
export async function listServers(db: DbOrTx, actor: Actor | null, page: number): Promise<ServerList> {
  const { userId } = requireSignedIn(actor);
  const where = { ownerId: userId, status: { not: "deleted" } };
  const [total, rows] = await Promise.all([
    db.hostingServer.count({ where }),
    db.hostingServer.findMany({
      where,
      include: { node: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * SERVERS_PER_PAGE,
      take: SERVERS_PER_PAGE,
    }),
  ]);
  const [names, subscriptions] = await Promise.all([
    productNames(
      db,
      rows.map((row) => row.productId),
    ),
    subscriptionsOfServers(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    servers: rows.map((row) => toServerView(row, names.get(row.productId) ?? null, subscriptions.get(row.id) ?? null)),
    page,
    pageCount: Math.max(1, Math.ceil(total / SERVERS_PER_PAGE)),
    total,
  };
}
