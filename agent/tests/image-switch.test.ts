import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DockerRuntime } from "../src/docker/runtime.js";
import { TEST_IMAGE_REPO } from "../src/docker/test-image.js";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import type { BackupView } from "./helpers/backup-helpers.js";
import { getBackup, waitForBackup } from "./helpers/backup-helpers.js";
import { DOCKER_SOCKET, dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("image switch");

/**
 * The image decides which Java runs (itzg/minecraft-server:java8 … java21). The test image under a second tag
 * stands in for another Java: the container of the next start must be created from it.
 */
describe.skipIf(!docker)("PATCH image: the next start re-creates the container from the new image", () => {
  const web = new FakeWebApp();
  const runtime = new DockerRuntime(DOCKER_SOCKET);
  let agent: AgentProcess;
  let image: string;
  // unique per run so parallel runs never untag each other's copy
  const secondTag = `image-switch-${process.pid}`;
  const secondImage = `${TEST_IMAGE_REPO}:${secondTag}`;
  const id = "image-switch";

  beforeAll(async () => {
    image = await testImage();
    await runtime.docker.getImage(image).tag({ repo: TEST_IMAGE_REPO, tag: secondTag });
    await web.start();
    // a throttled backup keeps the server busy long enough to see the refusal
    agent = new AgentProcess({ webAppUrl: web.url, overrides: { backups: { writeLimitMiBps: 4 } } });
    await agent.init();
    await agent.start();
    await agent.api("POST", "/api/servers", testServer(id, image));
    await waitUntil(() => web.events("install-result").some((e) => e.serverId === id));
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
    // removes only the second tag; the image itself stays under its own tag
    await runtime.docker
      .getImage(secondImage)
      .remove()
      .catch(() => undefined);
  });

  /** The image of the server's container; null while a start is re-creating it. */
  async function containerImage(): Promise<string | null> {
    try {
      const info = await runtime.docker.getContainer(`${agent.nodeId}-${id}`).inspect();
      return info.Config.Image;
    } catch {
      return null;
    }
  }

  async function state(): Promise<ServerView> {
    return (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json;
  }

  it("refuses a malformed or oversized image reference and changes nothing", async () => {
    for (const bad of ["", "UPPER/case", "a b", "x;rm -rf /", `a:${"t".repeat(300)}`, "../etc", 42]) {
      const res = await agent.api("PATCH", `/api/servers/${id}`, { image: bad });
      expect(res.status, String(bad)).toBe(400);
    }
    expect((await state()).image).toBe(image);
  });

  it("applies the new image at the next start, not before", async () => {
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await waitUntil(async () => (await state()).state === "running");
    expect(await containerImage()).toBe(image);

    const patched = await agent.api<ServerView>("PATCH", `/api/servers/${id}`, { image: secondImage });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.image).toBe(secondImage);
    // still running from the old container until it is started again
    expect(await containerImage()).toBe(image);

    await agent.api("POST", `/api/servers/${id}/power`, { action: "restart", waitSeconds: 30 });
    await waitUntil(async () => (await containerImage()) === secondImage);
    await waitUntil(async () => (await state()).state === "running");
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop", waitSeconds: 30 });
    await waitUntil(async () => (await state()).state === "offline");
  });

  it("survives an agent restart (the image is part of the stored spec)", async () => {
    await agent.kill();
    await agent.start();
    expect((await state()).image).toBe(secondImage);
  });

  it("refuses an image change with 409 busy while a backup is created", async () => {
    const root = path.join(agent.dir, "data", "servers", id, "data");
    await mkdir(path.join(root, "world"), { recursive: true });
    await writeFile(path.join(root, "world", "big.bin"), randomBytes(12 * 1024 * 1024));
    const started = await agent.api<BackupView>("POST", `/api/servers/${id}/backups`, { name: "busy" });
    expect(started.status, started.text).toBe(202);
    await waitUntil(async () => (await getBackup(agent, id, started.json.id)).status === "creating");

    const refused = await agent.api("PATCH", `/api/servers/${id}`, { image });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("busy");
    // patching the same image is no change and stays allowed
    expect((await agent.api("PATCH", `/api/servers/${id}`, { image: secondImage })).status).toBe(200);

    await agent.api("POST", `/api/servers/${id}/backups/${started.json.id}/cancel`);
    await waitForBackup(agent, id, started.json.id, ["failed-to-create", "ready"]);
    expect((await state()).image).toBe(secondImage);
  });
});
