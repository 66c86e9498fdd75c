import { DockerRuntime } from "../../src/docker/runtime.js";

export const DOCKER_SOCKET = process.env.DOCKER_SOCKET ?? "/var/run/docker.sock";

/** True when a Docker engine answers; otherwise prints loudly that the Docker tests are skipped. */
export async function dockerAvailable(suite: string): Promise<boolean> {
  const ok = await new DockerRuntime(DOCKER_SOCKET).ping();
  if (!ok) {
    console.warn(`\n[agent tests] SKIPPED "${suite}": no Docker engine answers on ${DOCKER_SOCKET}\n`);
  }
  return ok;
}
