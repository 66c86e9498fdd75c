// A customer's server as the files and backups tests need it: the HostingServer row (as provisioning leaves it,
// status ready) placed on a real test agent, the agent's server created with the busybox test image and installed,
// and people of every role with a browser session (viewer for the procedures, cookie for the route handlers).
import { randomBytes } from "node:crypto";

import { encode } from "@auth/core/jwt";

import { createSession } from "../../../core/src/auth/sessions";
import { resolveViewer } from "../../../core/src/auth/viewer";
import type { Viewer } from "../../../core/src/auth/viewer";
import { authSecret } from "../../../core/src/config/secret";
import type { Db } from "../../../core/src/db/client";
import type { HostingNode, Role } from "../../../core/src/db/generated/client";
import { newId } from "../../../core/src/db/ids";
import { agentJson } from "../../src/server/services/agent/agent-client";
import { waitUntil } from "./node-fixtures";
import { nextTestPort } from "./test-ports";

const COOKIE = "authjs.session-token";

export interface Person {
  id: string;
  actor: { userId: string; role: Role };
  viewer: Viewer;
  cookie: string;
}

/** A user of `role` signed in as the site does (a session row and Auth.js's cookie). */
export async function signedInPerson(db: Db, role: Role = "user"): Promise<Person> {
  const id = newId();
  const username = `f${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(db, id, { ip: "192.0.2.20", userAgent: "vitest" });
  const value = await encode({ token: { sub: id, sid: session.id }, secret: authSecret(), salt: COOKIE });
  return {
    id,
    actor: { userId: id, role },
    viewer: (await resolveViewer(db, { sessionId: session.id }))!,
    cookie: `${COOKIE}=${value}`,
  };
}

/** Waits for a condition (bounded), never for a time (the one poller of these tests). */
export const waitFor = waitUntil;

/** A ready server of `ownerId` on `node`, created and installed on the node's agent. */
export async function serverOnAgent(db: Db, node: HostingNode, ownerId: string, image: string, memoryMiB = 4096) {
  const agentId = `hs-${randomBytes(8).toString("hex")}`;
  const server = await db.hostingServer.create({
    data: {
      id: newId(),
      agentId,
      ownerId,
      name: "Files test",
      region: node.region,
      nodeId: node.id,
      port: nextTestPort(node.portLast),
      productId: newId(),
      cpu: 1,
      memoryMiB,
      swapMiB: 0,
      diskMiB: 1024,
      loader: "fabric",
      gameVersion: "1.21.4",
      status: "ready",
    },
  });
  await agentJson(node, "POST", "api/servers", {
    json: {
      id: agentId,
      image,
      // the agent's memory limit for the busybox image; the row's memory is the plan the panel's limits read
      plan: { cpu: 1, memoryMiB: 128, swapMiB: 0, diskMiB: 1024 },
      startup: { done: ')! For help, type "help"', stopCommand: "stop", stopGraceSeconds: 10 },
      install: { loader: "fabric", loaderVersion: "0.16.10", gameVersion: "1.21.4" },
    },
  });
  await waitFor(async () => {
    const view = await agentJson<{ installed: unknown; busy: unknown }>(node, "GET", `api/servers/${agentId}`);
    return view.installed !== null && view.busy === null;
  });
  return server;
}
