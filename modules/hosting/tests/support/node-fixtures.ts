import { randomBytes } from "node:crypto";

import type { Db } from "../../../core/src/db/client";
import type { Role } from "../../../core/src/db/generated/client";
import { newId } from "../../../core/src/db/ids";
import { nextTestPort } from "./test-ports";

/** A user of a role and the actor services take. */
export async function person(db: Db, role: Role = "user") {
  const id = newId();
  const username = `u${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { id, actor: { userId: id, role } };
}

/** A server row placed on a node (as provisioning leaves it), owned by `ownerId`. */
export async function placedServer(
  db: Db,
  ownerId: string,
  nodeId: string | null,
  data: { status?: string; port?: number } = {},
) {
  return db.hostingServer.create({
    data: {
      id: newId(),
      agentId: `hs-${randomBytes(8).toString("hex")}`,
      ownerId,
      name: "Test server",
      region: "europe",
      nodeId,
      port: nodeId ? (data.port ?? nextTestPort()) : null,
      productId: newId(),
      cpu: 1,
      memoryMiB: 128,
      swapMiB: 0,
      diskMiB: 1024,
      loader: "fabric",
      gameVersion: "1.21.4",
      status: data.status ?? "installing",
    },
  });
}

/** Waits for a condition (bounded), never for a time. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not met in time");
}
