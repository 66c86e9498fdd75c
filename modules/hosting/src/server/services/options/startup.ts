import { z } from "zod";

import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { hostingSettings } from "../../settings";
import { agentJson } from "../agent/agent-client";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";
import { requireServerAccess } from "../servers/suspension-guard";

// Startup options (docs/hosting.md "Options"): the Java version and extra JVM flags, saved in `startup` and sent
// to the node — the Java version as the server's image (the image decides which Java runs:
// itzg/minecraft-server:java8 … java21, HOSTING_JAVA_IMAGES), the flags as the image's environment (JVM_OPTS; the
// image sizes the heap to the plan itself with MEMORY). They apply on the next start (the agent re-creates the
// container from the image with the new environment).

export const JAVA_VERSIONS = ["8", "11", "17", "21"] as const;
export const JVM_FLAGS_MAX = 1000;
const MAX_FLAGS = 40;

export const startupSchema = z.object({
  javaVersion: z.enum(JAVA_VERSIONS).default("21"),
  jvmFlags: z.string().default(""),
});
export type StartupOptions = z.infer<typeof startupSchema>;

/** The stored options; a row written by an older shape falls back to the defaults. */
export function startupOf(stored: unknown): StartupOptions {
  const parsed = startupSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : startupSchema.parse({});
}

/** A heap size flag's MiB (`-Xmx4G`, `-Xms512m`, `-XX:MaxRAM=…` is refused outright). */
function sizeMiB(value: string): number | null {
  const match = /^(\d{1,9})([kKmMgGtT]?)$/.exec(value);
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  if (unit === "k") return number / 1024;
  if (unit === "m") return number;
  if (unit === "g") return number * 1024;
  if (unit === "t") return number * 1024 * 1024;
  return number / (1024 * 1024);
}

/** Problems of JVM flags for a plan's memory; null when they are fine. */
export function jvmFlagsProblem(flags: string, memoryMiB: number): string | null {
  if (flags.length > JVM_FLAGS_MAX) return `JVM flags must be at most ${JVM_FLAGS_MAX} characters.`;
  if (/[\0\r\n`$;&|<>"'\\]/.test(flags)) return "JVM flags may not contain quotes, shell characters or line breaks.";
  const parts = flags.split(/\s+/).filter(Boolean);
  if (parts.length > MAX_FLAGS) return `At most ${MAX_FLAGS} JVM flags.`;
  for (const flag of parts) {
    if (!flag.startsWith("-")) return `"${flag.slice(0, 40)}" is not a JVM flag (flags start with -).`;
    const heap = /^-Xm[xs](.*)$/.exec(flag);
    if (heap) {
      const mib = sizeMiB(heap[1]!);
      if (mib === null) return `"${flag.slice(0, 40)}" is not a valid heap size.`;
      if (mib > memoryMiB) return `${flag} is more memory than your plan has (${memoryMiB} MiB).`;
    }
    if (/^-XX:(MaxRAM|MaxHeapSize|InitialHeapSize)=/i.test(flag) || /^-XX:\+?-?UseContainerSupport/i.test(flag)) {
      return `${flag.split("=")[0]} cannot be set: the plan's memory decides it.`;
    }
  }
  return null;
}

/** The environment the node's image reads for these options (P sends it when creating the server too). */
export function startupEnv(startup: StartupOptions): Record<string, string> {
  return startup.jvmFlags.trim() ? { JVM_OPTS: startup.jvmFlags.trim().replace(/\s+/g, " ") } : {};
}

/**
 * The id `hopper start` registers its local agent under (LOCAL_NODE_ID of services/nodes/local-node.ts, not
 * imported so the web app's bundle stays free of the Docker client; tests/options.test.ts checks they agree).
 */
export const LOCAL_NODE_ID = "local-1";

/**
 * The image for a Java version on a node; null keeps the node's default image. The local node of `hopper start`
 * runs only its busybox test image (no registry is reachable there, and its agent's default image is that test
 * image), so it is never sent another one.
 */
export function javaImage(node: { id: string }, javaVersion: StartupOptions["javaVersion"]): string | null {
  if (node.id === LOCAL_NODE_ID) return null;
  return hostingSettings().HOSTING_JAVA_IMAGES.replaceAll("{N}", javaVersion);
}

export async function saveStartup(
  db: DbOrTx,
  actor: Actor | null,
  serverId: string,
  input: { javaVersion: string; jvmFlags: string },
) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  const node = placedNode(server);
  const parsed = startupSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("invalid_input", "Choose Java 8, 11, 17 or 21.", {
      javaVersion: "Choose Java 8, 11, 17 or 21.",
    });
  const problem = jvmFlagsProblem(parsed.data.jvmFlags, server.memoryMiB);
  if (problem) throw new AppError("invalid_input", problem, { jvmFlags: problem });
  const startup = { ...parsed.data, jvmFlags: parsed.data.jvmFlags.trim() };
  // The node first: when it refuses, the stored options stay what the node runs.
  const image = javaImage(node, startup.javaVersion);
  await agentJson(node, "PATCH", `/api/servers/${server.agentId}`, {
    json: { env: startupEnv(startup), ...(image ? { image } : {}) },
  });
  await db.hostingServer.update({ where: { id: server.id }, data: { startup } });
  return startup;
}
