import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile, chmod } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { AGENT_MAIN, DockerRuntime, ensureTestImage } from "@hopper/agent/local";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { sendJob } from "@hopper/core/jobs";

import { PROVISION_SWEEP_JOB } from "../servers/job-names";
import { encryptNodeToken, newNodeToken } from "./node-token";

// The local node of `hopper start` (docs/hosting.md "The local agent"): when a Docker engine answers, the launcher
// runs a real agent beside the web app, on the busybox test image (no registry is reachable here), registered as
// node `local-1`, so a developer or the browser suite can buy a server and use its console, files and backups.

export const LOCAL_NODE_ID = "local-1";
/** What the local node offers of the disk (the agent enforces each server's own quota). */
const LOCAL_DISK_MIB = 100 * 1024;
/** How many plans' CPU the local node offers per core (see the capacity below). */
const LOCAL_CPU_OVERCOMMIT = 8;

export interface LocalAgentOptions {
  /** HOPPER_DATA_DIR: the agent's config, token and data go to `<dataDir>/agent`. */
  dataDir: string;
  /** The web app's port (callbacks go to http://127.0.0.1:<webPort>) and the agent's. */
  webPort: number;
  agentPort: number;
  /** Browser origins of the web app (the console socket accepts these). */
  webOrigins: string[];
  setting: "auto" | "on" | "off";
  dockerSocket: string;
  log: (line: string) => void;
}

export interface LocalAgent {
  configFile: string;
  /** Spawn as `node --import tsx <agentMain> --config <configFile>` (cwd: its folder). */
  agentMain: string;
  agentUrl: string;
  /** The name prefix of this data directory's containers (to stop them when the launcher stops). */
  containerPrefix: string;
}

/** The node token kept in the data directory (0600), so restarts reuse it; a new one when none is there. */
async function localToken(file: string): Promise<string> {
  try {
    const token = (await readFile(file, "utf8")).trim();
    if (/^[0-9a-f]{64}$/.test(token)) return token;
  } catch {
    // first start: made below
  }
  const token = newNodeToken();
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return token;
}

/** "bridge" when the engine has its default bridge network (ports then reach the game), else "none". */
async function networkMode(runtime: DockerRuntime): Promise<string> {
  const networks = await runtime.docker.listNetworks({ filters: { name: ["bridge"] } });
  return networks.some((network) => network.Name === "bridge" && network.Driver === "bridge") ? "bridge" : "none";
}

/**
 * Prepares the local agent: null (with one log line saying why) when it is off, or `auto` finds no Docker engine;
 * with `on`, a missing engine is an error. Otherwise ensures the test image, the token, the node row `local-1`
 * (capacity from this machine) and the agent's config file.
 */
export async function prepareLocalAgent(db: DbOrTx, options: LocalAgentOptions): Promise<LocalAgent | null> {
  const { log } = options;
  if (options.setting === "off") {
    log("local agent: off (HOSTING_LOCAL_AGENT=off); no server can be created on this machine");
    return null;
  }
  const runtime = new DockerRuntime(options.dockerSocket);
  const unavailable = (why: string) => {
    if (options.setting === "on") {
      throw new AppError("conflict", `HOSTING_LOCAL_AGENT=on but ${why}.`);
    }
    log(`local agent: not started (${why}); the web app runs without it and no server can be created`);
    return null;
  };
  if (!(await runtime.ping())) return unavailable(`no Docker engine answers on ${options.dockerSocket}`);
  let image: string;
  try {
    image = await ensureTestImage(runtime);
  } catch (error) {
    return unavailable(`the test image could not be built: ${(error as Error).message}`);
  }

  const home = path.resolve(options.dataDir, "agent");
  await mkdir(home, { recursive: true, mode: 0o700 });
  const token = await localToken(path.join(home, "node-token"));
  const agentUrl = `http://127.0.0.1:${options.agentPort}`;
  const capacity = {
    // The local node runs the tiny test image, whose servers idle: a plan's CPU is a cap the agent sets, not cores
    // they keep busy, so one machine offers several plans' worth (memory and disk are what really run out).
    cpu: Math.max(1, os.cpus().length) * LOCAL_CPU_OVERCOMMIT,
    memoryMiB: Math.max(512, Math.floor((os.totalmem() / 1024 / 1024) * 0.75)),
    diskMiB: LOCAL_DISK_MIB,
  };
  const place = { agentUrl, publicUrl: agentUrl, gameHost: "localhost", tokenCiphertext: encryptNodeToken(token) };
  await db.hostingNode.upsert({
    where: { id: LOCAL_NODE_ID },
    create: { id: LOCAL_NODE_ID, name: "This machine", region: "europe", ...capacity, ...place },
    // an admin may have drained it or changed its capacity: keep that, but follow the port and the token
    update: place,
  });

  const containerPrefix = localContainerPrefix(options.dataDir);
  const config = {
    nodeId: LOCAL_NODE_ID,
    nodeToken: token,
    webAppUrl: `http://127.0.0.1:${options.webPort}`,
    publicUrl: agentUrl,
    dataDir: path.join(home, "data"),
    dockerSocket: options.dockerSocket,
    listen: { host: "127.0.0.1", port: options.agentPort },
    docker: { defaultImage: image, networkMode: await networkMode(runtime), containerPrefix },
    // catalogue files come from this web app, on a loopback address
    files: { allowPrivateContentUrls: true },
    websocket: { allowedOrigins: options.webOrigins },
  };
  const configFile = path.join(home, "agent.json");
  await writeFile(configFile, JSON.stringify(config, null, 2), { mode: 0o600 });
  await chmod(configFile, 0o600);
  log(`local agent: node ${LOCAL_NODE_ID} at ${agentUrl} (${capacity.cpu} CPU, ${capacity.memoryMiB} MiB memory)`);
  return { configFile, agentMain: AGENT_MAIN, agentUrl, containerPrefix };
}

/** Containers of one data directory only: another `hopper start` on the machine runs its own local-1. */
export function localContainerPrefix(dataDir: string): string {
  const home = path.resolve(dataDir, "agent");
  return `hopper-local-${createHash("sha256").update(home).digest("hex").slice(0, 8)}-`;
}

/**
 * Removes the containers of a data directory's local agent: for a throwaway installation (the browser suite's) whose
 * directory is deleted, so nothing of it is left on the Docker engine.
 */
export async function removeLocalContainers(dockerSocket: string, dataDir: string): Promise<number> {
  const runtime = new DockerRuntime(dockerSocket);
  if (!(await runtime.ping())) return 0;
  const prefix = localContainerPrefix(dataDir);
  const containers = await runtime.docker.listContainers({
    all: true,
    filters: { label: [`hopper.node=${LOCAL_NODE_ID}`] },
  });
  const ours = containers.filter((container) =>
    container.Names.some((name) => name.replace(/^\//, "").startsWith(prefix)),
  );
  await Promise.all(ours.map((container) => runtime.remove(container.Id).catch(() => undefined)));
  return ours.length;
}

/** Stops (does not remove) the containers of a local agent, when the launcher stops: they keep their files. */
export async function stopLocalContainers(dockerSocket: string, containerPrefix: string): Promise<void> {
  const runtime = new DockerRuntime(dockerSocket);
  const containers = await runtime.docker.listContainers({ filters: { label: [`hopper.node=${LOCAL_NODE_ID}`] } });
  await Promise.all(
    containers
      .filter((container) => container.Names.some((name) => name.replace(/^\//, "").startsWith(containerPrefix)))
      .map((container) =>
        runtime.docker
          .getContainer(container.Id)
          .stop({ t: 5 })
          .catch(() => undefined),
      ),
  );
}

/** Records that the local agent answered (the launcher calls it once the agent listens). */
export async function markLocalNodeSeen(db: DbOrTx, now: Date): Promise<void> {
  await db.hostingNode.update({ where: { id: LOCAL_NODE_ID }, data: { lastSeenAt: now, lastError: null } });
  // Paid servers waiting for a node (the demo server on a first start) are placed now, not at the next sweep up to
  // two minutes later.
  await sendJob(PROVISION_SWEEP_JOB, {});
}
