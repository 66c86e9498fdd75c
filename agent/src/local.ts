/**
 * What the web app needs to run an agent on its own machine (the local node of `hopper start`, and the hosting
 * module's integration tests): the Docker layer, the busybox test image (no registry is reachable here) and the
 * path of the agent's entry point to spawn as a process.
 */
import { fileURLToPath } from "node:url";

export { DockerRuntime } from "./docker/runtime.js";
export { ensureTestImage, TEST_IMAGE_REPO } from "./docker/test-image.js";

/** The agent's entry point: run it as `node --import tsx <AGENT_MAIN> --config <file>`. */
export const AGENT_MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
