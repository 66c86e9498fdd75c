import { vi } from "vitest";
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

/** Waits for a condition (bounded), never for a time: vitest's own poller. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  await vi.waitUntil(check, { timeout: timeoutMs, interval: 50 });
}

/** Reads until `done` holds and answers that value; the timeout's error shows what was waited for and the last read. */
export async function waitForValue<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  let last: T | undefined;
  try {
    await vi.waitUntil(
      async () => {
        last = await read();
        return done(last);
      },
      { timeout: timeoutMs, interval: 100 },
    );
  } catch (error) {
    throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`, { cause: error });
  }
  return last as T;
}
