// Prepares the stack's agent as `hopper start` prepares its local one (docs/hosting.md "The local agent"): the
// busybox test image, the node row `local-1` and the agent's config file, with the web app reached through the
// proxy. Runs as a child of the stack with its DATABASE_URL; prints the agent's coordinates as JSON on the last
// line, or `null` when no Docker engine answers.
// Run: node --import tsx scripts/stack/agent-setup.ts <dataDir> <proxyPort> <agentPort>
import { db, disconnectDb } from "@hopper/core/db";
import { hostingSettings } from "@hopper/hosting/server/settings";
import { prepareLocalAgent } from "@hopper/hosting/server/services/nodes/local-node";

const [dataDir, proxyPort, agentPort] = process.argv.slice(2);
if (!dataDir || !proxyPort || !agentPort) {
  console.error("usage: agent-setup.ts <dataDir> <proxyPort> <agentPort>");
  process.exit(2);
}
const notes: string[] = [];
try {
  const agent = await prepareLocalAgent(db(), {
    dataDir,
    webPort: Number(proxyPort),
    agentPort: Number(agentPort),
    webOrigins: [`http://127.0.0.1:${proxyPort}`, `http://localhost:${proxyPort}`],
    setting: "auto",
    dockerSocket: hostingSettings().DOCKER_SOCKET,
    log: (line) => notes.push(line),
  });
  console.log(JSON.stringify(agent ? { ...agent, notes } : { skipped: notes.join("; ") }));
} finally {
  await disconnectDb();
}
