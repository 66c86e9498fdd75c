import { DockerRuntime } from "../../src/docker/runtime.js";
import { ensureTestImage } from "../../src/docker/test-image.js";
import type { CreateServerRequest } from "../../src/protocol.js";
import { DOCKER_SOCKET } from "./docker-check.js";

export async function testImage(): Promise<string> {
  return ensureTestImage(new DockerRuntime(DOCKER_SOCKET));
}

/** A small server running the fake console image. */
export function testServer(id: string, image: string, extra: Partial<CreateServerRequest> = {}): CreateServerRequest {
  return {
    id,
    image,
    plan: { cpu: 1, memoryMiB: 128, swapMiB: 0, diskMiB: 1024 },
    startup: { done: ')! For help, type "help"', stopCommand: "stop", stopGraceSeconds: 10 },
    install: { loader: "fabric", loaderVersion: "0.16.10", gameVersion: "1.21.4" },
    ...extra,
  };
}

export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
  stepMs = 100,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error("condition not met in time");
}
