import { run } from "./run";

/** A container on the host's network (this machine's engine has no bridge), removed by `removeContainers`. */
export async function runContainer(options: {
  name: string;
  image: string;
  env?: Record<string, string>;
  args?: string[];
  command?: string[];
}): Promise<void> {
  const args = ["run", "-d", "--name", options.name, "--network", "host"];
  for (const [name, value] of Object.entries(options.env ?? {})) args.push("-e", `${name}=${value}`);
  // The image's HEALTHCHECK command, asked every second instead of every ten, so a test sees "healthy" sooner.
  args.push("--health-interval", "1s", ...(options.args ?? []), options.image, ...(options.command ?? []));
  await run("docker", args);
}

/** Docker's own view of the container: its state and the HEALTHCHECK's status ("starting", "healthy"…). */
export async function containerHealth(name: string): Promise<{ state: string; health: string }> {
  const out = await run("docker", [
    "inspect",
    "-f",
    "{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}",
    name,
  ]);
  const [state = "", health = ""] = out.trim().split(" ");
  return { state, health };
}

/** Resolves once Docker reports the container healthy; fails with its log when it exits or stays unhealthy. */
export async function waitHealthy(name: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { state, health } = await containerHealth(name);
    if (health === "healthy") return;
    if (state !== "running" || health === "unhealthy" || Date.now() > deadline) {
      const logs = await run("docker", ["logs", "--tail", "30", name]).catch((error: Error) => error.message);
      throw new Error(`${name} is ${state}/${health || "no health check"}:\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function containerLogs(name: string): Promise<string> {
  const { spawnSync } = await import("node:child_process");
  const result = spawnSync("docker", ["logs", name], { encoding: "utf8" });
  return `${result.stdout}${result.stderr}`;
}

export async function removeContainers(names: string[]): Promise<void> {
  for (const name of names) await run("docker", ["rm", "-f", name]).catch(() => undefined);
}
