import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { removeLocalContainers } from "../../../modules/hosting/src/server/services/nodes/local-node";
import { DOCKER_SOCKET } from "../support/docker";

/**
 * A second Hopper started by the real launcher with extra environment (SMTP, an identity provider),
 * for tests that need configuration the main test server does not have.
 */
export async function startHopper(port: number, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hopper-e2e-extra-"));
  const child: ChildProcess = spawn(process.execPath, ["bin/hopper.mjs", "start"], {
    env: { ...process.env, ...env, PORT: String(port), HOPPER_DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  // The launcher's log line (JSON on a pipe): {"component":"launcher","msg":"ready in … s: http://…"}.
  while (!output.includes('"msg":"ready in ')) {
    if (child.exitCode !== null) throw new Error(`hopper start exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`hopper start did not get ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: `http://localhost:${port}`,
    output: () => output,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      // The launcher only stops its local agent's game containers (a real installation keeps its servers' files);
      // this throwaway one's are removed with its data dir.
      await removeLocalContainers(DOCKER_SOCKET, dataDir).catch(() => 0);
      await rm(dataDir, { recursive: true, force: true });
    },
    /** Removes what is left of the local agent's game containers on the Docker engine; answers how many. */
    removeLeftContainers: () => removeLocalContainers(DOCKER_SOCKET, dataDir),
  };
}
