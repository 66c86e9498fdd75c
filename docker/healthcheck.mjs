// The images' HEALTHCHECK: GET /healthz of the process this container runs, 0 when it answers 200.
// Plain JavaScript (no tsx) because Docker runs it every few seconds. One web/jobs image serves two commands,
// so the probe reads the container's main process (PID 1) to know which port to ask:
//   hopper web       → PORT (default 3000)
//   hopper jobs:run  → JOBS_HEALTH_PORT
//   the agent        → listen.port of its config file (HOPPER_AGENT_CONFIG), over HTTPS when it has TLS.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

function target() {
  const command = readFileSync("/proc/1/cmdline", "utf8").split("\0");
  if (command.some((part) => part.endsWith("agent/src/main.ts"))) {
    const config = JSON.parse(readFileSync(process.env.HOPPER_AGENT_CONFIG ?? "/etc/hopper/agent.json", "utf8"));
    return { https: Boolean(config.tls), port: config.listen?.port ?? 8443 };
  }
  if (command.includes("jobs:run")) return { https: false, port: Number(process.env.JOBS_HEALTH_PORT) };
  return { https: false, port: Number(process.env.PORT ?? 3000) };
}

const { https, port } = target();
if (!port) {
  console.error("no health port: set JOBS_HEALTH_PORT for the jobs process");
  process.exit(1);
}
const request = https ? httpsRequest : httpRequest;
// The agent's certificate names its public host, not 127.0.0.1: the probe checks liveness, not identity.
const probe = request(
  { host: "127.0.0.1", port, path: "/healthz", timeout: 4000, rejectUnauthorized: false },
  (res) => {
    res.resume();
    console.log(`/healthz on ${port}: ${res.statusCode}`);
    process.exit(res.statusCode === 200 ? 0 : 1);
  },
);
probe.on("timeout", () => probe.destroy(new Error("timed out")));
probe.on("error", (error) => {
  console.error(`/healthz on ${port}: ${error.message}`);
  process.exit(1);
});
probe.end();
