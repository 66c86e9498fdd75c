import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";

import { removeLocalContainers } from "../../modules/hosting/src/server/services/nodes/local-node";

/**
 * Removes the launcher's throwaway data dir once the web server has stopped, and the game containers its local agent
 * made (the launcher only stops them, to keep a real installation's servers), so runs do not pile them up.
 */
export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir?.startsWith(tmpdir())) return;
  await removeLocalContainers(process.env.DOCKER_SOCKET ?? "/var/run/docker.sock", dir).catch(() => 0);
  await rm(dir, { recursive: true, force: true });
}
