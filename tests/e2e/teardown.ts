import { rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";

import { removeLocalContainers } from "../../modules/hosting/src/server/services/nodes/local-node";
import { DOCKER_SOCKET } from "./support/docker";

/**
 * Removes the launcher's throwaway data dir, and the game containers its local agent made (the launcher only stops
 * them, to keep a real installation's servers), so runs do not pile them up.
 */
export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir?.startsWith(tmpdir())) return;
  await removeLocalContainers(DOCKER_SOCKET, dir).catch(() => 0);
  await rm(dir, { recursive: true, force: true });
  // Playwright stops the web server only after this teardown, and the launcher's local agent writes its state
  // (agent/data/servers) into the data dir as it shuts down: removed again once the runner exits, after the server.
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
}
