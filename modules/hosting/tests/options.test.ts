// A server's options (procedures `hosting.options.*`) against a REAL agent process on the real Docker engine:
// rename within 64 characters, server.properties read and written through the agent keeping comments and unknown
// keys, JVM flags checked against the plan's memory and sent to the node, preferences, a reinstall moving the
// server to installing, a bigger plan refused when the node has no room; who may do what, every procedure, from
// outside (docs/hosting.md "Options").
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { DockerRuntime, TEST_IMAGE_REPO } from "@hopper/agent/local";
import type { ServerView } from "@hopper/agent/protocol";

import { agentFetch, agentJson } from "../src/server/services/agent/agent-client";
import { hostingRouter } from "../src/server/router";
import { applyProperties, parseProperties } from "../src/server/services/options/properties-format";
import { LOCAL_NODE_ID as LAUNCHER_NODE_ID } from "../src/server/services/nodes/local-node";
import { JAVA_VERSIONS, javaImage, jvmFlagsProblem, LOCAL_NODE_ID } from "../src/server/services/options/startup";
import { hostingSettingsSchema, resetHostingSettings } from "../src/server/settings";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { serverOnAgent, signedInPerson, waitFor, type Person } from "./support/server-on-agent";

const database = setupTestDatabase();
const docker = await dockerAvailable("hosting options");
const createCaller = createCallerFactory(hostingRouter);
const options = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null }).options;

describe("server.properties as a form", () => {
  it("changes values in place and keeps comments, order and unknown keys", () => {
    const text = "#Minecraft server properties\n#Mon Jan 01\nmotd=A server\nsome-mod-key=keep me\npvp=true\n";
    const next = applyProperties(text, { pvp: "false", "max-players": "12" });
    expect(next).toBe(
      "#Minecraft server properties\n#Mon Jan 01\nmotd=A server\nsome-mod-key=keep me\npvp=false\nmax-players=12\n",
    );
    expect(parseProperties(next).values.get("some-mod-key")).toBe("keep me");
  });
});

describe("JVM flags", () => {
  it("accepts flags within the plan's memory and refuses more heap, shell characters and long input", () => {
    expect(jvmFlagsProblem("-XX:+UseG1GC -Xms1G -Xmx2G", 2048)).toBeNull();
    expect(jvmFlagsProblem("", 2048)).toBeNull();
    expect(jvmFlagsProblem("-Xmx3G", 2048)).toContain("more memory than your plan has");
    expect(jvmFlagsProblem("-Xmx4096m", 2048)).toContain("more memory");
    expect(jvmFlagsProblem("-Xmxlots", 2048)).toContain("not a valid heap size");
    expect(jvmFlagsProblem("-XX:MaxRAM=99G", 2048)).toContain("cannot be set");
    expect(jvmFlagsProblem("-Dx=1; rm -rf /", 2048)).toContain("shell characters");
    expect(jvmFlagsProblem("nodash", 2048)).toContain("not a JVM flag");
    expect(jvmFlagsProblem(`-D${"a".repeat(1001)}`, 2048)).toContain("at most 1000");
  });
});

describe("the Java version's image", () => {
  it("maps the version through HOSTING_JAVA_IMAGES; the local node of hopper start keeps its test image", () => {
    resetHostingSettings();
    expect(javaImage({ id: "eu-1" }, "17")).toBe("itzg/minecraft-server:java17");
    expect(javaImage({ id: "eu-1" }, "8")).toBe("itzg/minecraft-server:java8");
    expect(javaImage({ id: LOCAL_NODE_ID }, "17")).toBeNull();
    // the launcher's node id and the one the option recognises are the same
    expect(LOCAL_NODE_ID).toBe(LAUNCHER_NODE_ID);
  });

  it("refuses a template without {N} or that is no image reference", () => {
    for (const bad of ["itzg/minecraft-server:java21", "Bad Image:{N}", `x:{N}${"a".repeat(200)}`]) {
      expect(hostingSettingsSchema.safeParse({ HOSTING_JAVA_IMAGES: bad }).success, bad).toBe(false);
    }
    expect(hostingSettingsSchema.parse({ HOSTING_JAVA_IMAGES: "ghcr.io/acme/mc:jre{N}" }).HOSTING_JAVA_IMAGES).toBe(
      "ghcr.io/acme/mc:jre{N}",
    );
  });
});

describe.skipIf(!docker)("server options", () => {
  let agent: TestAgent;
  let owner: Person;
  let other: Person;
  let moderator: Person;
  let admin: Person;
  let server: Awaited<ReturnType<typeof serverOnAgent>>;
  // The test image under one tag per Java version stands in for itzg/minecraft-server:java{N} (no registry here);
  // unique per run so parallel runs never untag each other's copies.
  const runtime = new DockerRuntime(process.env.DOCKER_SOCKET ?? "/var/run/docker.sock");
  const javaTag = (version: string) => `o${process.pid}-java${version}`;

  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db, cpu: 2, memoryMiB: 6144, diskMiB: 4096 });
    for (const version of JAVA_VERSIONS) {
      await runtime.docker.getImage(agent.image).tag({ repo: TEST_IMAGE_REPO, tag: javaTag(version) });
    }
    process.env.HOSTING_JAVA_IMAGES = `${TEST_IMAGE_REPO}:${javaTag("{N}")}`;
    resetHostingSettings();
    [owner, other, moderator, admin] = await Promise.all([
      signedInPerson(database.db),
      signedInPerson(database.db),
      signedInPerson(database.db, "moderator"),
      signedInPerson(database.db, "admin"),
    ]);
    server = await serverOnAgent(database.db, agent.node, owner.id, agent.image);
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
    delete process.env.HOSTING_JAVA_IMAGES;
    resetHostingSettings();
    for (const version of JAVA_VERSIONS) {
      // removes only this run's tag; the test image stays under its own
      await runtime.docker
        .getImage(`${TEST_IMAGE_REPO}:${javaTag(version)}`)
        .remove()
        .catch(() => undefined);
    }
  });

  const readOnNode = async (path: string) =>
    (await agentFetch(agent.node, "GET", `api/servers/${server.agentId}/files/read`, { query: { path } })).text();

  it("renames the server (trimmed, at most 64 characters; empty or longer refused and nothing changes)", async () => {
    await options(owner.viewer).rename({ id: server.id, name: "  Survival with friends  " });
    await expect(options(owner.viewer).rename({ id: server.id, name: "x".repeat(65) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(options(owner.viewer).rename({ id: server.id, name: "   " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    expect(row.name).toBe("Survival with friends");
  });

  it("reads and writes server.properties through the agent, keeping what the form does not know", async () => {
    await agentFetch(agent.node, "PUT", `api/servers/${server.agentId}/files/write`, {
      query: { path: "server.properties" },
      body: "#Minecraft server properties\nmotd=Old\nmodded-thing=42\npvp=true\n",
    });
    const read = await options(owner.viewer).properties({ id: server.id });
    expect(read.known.find((row) => row.key === "motd")?.value).toBe("Old");
    expect(read.others).toEqual([expect.objectContaining({ key: "modded-thing", value: "42" })]);

    await options(owner.viewer).saveProperties({ id: server.id, values: { motd: "New", pvp: "false" } });
    expect(await readOnNode("server.properties")).toBe(
      "#Minecraft server properties\nmotd=New\nmodded-thing=42\npvp=false\n",
    );
    // A bad value for a typed key is refused and the file stays as it was.
    const bad: Record<string, string>[] = [
      { pvp: "maybe" },
      { difficulty: "nightmare" },
      { "max-players": "0" },
      { motd: "a\nb" },
    ];
    for (const values of bad) {
      await expect(options(owner.viewer).saveProperties({ id: server.id, values })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect(await readOnNode("server.properties")).toContain("pvp=false");
  });

  it("saves startup options: JVM flags within the plan go to the node; beyond it they are refused", async () => {
    await options(owner.viewer).saveStartup({ id: server.id, javaVersion: "17", jvmFlags: "-XX:+UseG1GC -Xmx2G" });
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    expect(row.startup).toEqual({ javaVersion: "17", jvmFlags: "-XX:+UseG1GC -Xmx2G" });
    await expect(
      options(owner.viewer).saveStartup({ id: server.id, javaVersion: "21", jvmFlags: "-Xmx64G" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      options(owner.viewer).saveStartup({ id: server.id, javaVersion: "7", jvmFlags: "" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const after = await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    expect(after.startup).toEqual({ javaVersion: "17", jvmFlags: "-XX:+UseG1GC -Xmx2G" });
    expect((await options(owner.viewer).view({ id: server.id })).startup.javaVersion).toBe("17");
  });

  it("sends the Java version's image: the next start runs the server from it", async () => {
    await options(owner.viewer).saveStartup({ id: server.id, javaVersion: "11", jvmFlags: "" });
    const image = `${TEST_IMAGE_REPO}:${javaTag("11")}`;
    const view = await agentJson<ServerView>(agent.node, "GET", `api/servers/${server.agentId}`);
    expect(view.image).toBe(image);
    await agentJson(agent.node, "POST", `api/servers/${server.agentId}/power`, { json: { action: "start" } });
    await waitFor(
      async () => (await agentJson<ServerView>(agent.node, "GET", `api/servers/${server.agentId}`)).state === "running",
    );
    // all: the test image may already have exited after reporting running; which image it ran is what counts.
    const container = await runtime.docker.listContainers({
      all: true,
      filters: { label: [`hopper.node=${agent.node.id}`] },
    });
    expect(container.map((c) => c.Image)).toContain(image);
    await agentJson(agent.node, "POST", `api/servers/${server.agentId}/power`, {
      json: { action: "stop", waitSeconds: 30 },
    });
    await waitFor(
      async () => (await agentJson<ServerView>(agent.node, "GET", `api/servers/${server.agentId}`)).state === "offline",
    );
    await options(owner.viewer).saveStartup({ id: server.id, javaVersion: "17", jvmFlags: "-XX:+UseG1GC -Xmx2G" });
  });

  it("saves preferences", async () => {
    await options(owner.viewer).savePreferences({ id: server.id, crashRestart: false, consoleLines: 500 });
    expect((await options(owner.viewer).view({ id: server.id })).preferences).toEqual({
      crashRestart: false,
      consoleLines: 500,
    });
    await expect(
      options(owner.viewer).savePreferences({ id: server.id, crashRestart: true, consoleLines: 10 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a bigger plan when the node has no room for it (out of stock), before billing is asked", async () => {
    const small = await pyro(1, server.memoryMiB, 1024);
    const huge = await pyro(2, 32_768, 2048);
    await database.db.hostingServer.update({ where: { id: server.id }, data: { productId: small.productId } });
    await database.db.subscription.create({
      data: {
        id: newId(),
        userId: owner.id,
        priceId: small.priceId,
        interval: "monthly",
        provisioned: true,
        serverId: server.id,
      },
    });
    const overview = await options(owner.viewer).plan({ id: server.id });
    expect(overview.plans.find((plan) => plan.productId === huge.productId)).toMatchObject({
      bigger: true,
      inStock: false,
    });
    await expect(options(owner.viewer).changePlan({ id: server.id, priceId: huge.priceId })).rejects.toThrow(
      "out of stock",
    );
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    expect(row.memoryMiB).toBe(server.memoryMiB);
  });

  it("reinstalls with another game version: installing until the agent reports, the agent reinstalls", async () => {
    await options(owner.viewer).reinstall({ id: server.id, loader: "fabric", gameVersion: "1.21.5", wipe: false });
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    expect(row).toMatchObject({ status: "installing", gameVersion: "1.21.5" });
    await waitFor(async () => {
      const view = await agentJson<{ installed: { gameVersion: string } | null; busy: unknown }>(
        agent.node,
        "GET",
        `api/servers/${server.agentId}`,
      );
      return view.installed?.gameVersion === "1.21.5" && view.busy === null;
    });
    // A second reinstall while the panel still says installing is refused.
    await expect(
      options(owner.viewer).reinstall({ id: server.id, loader: "fabric", gameVersion: "1.21.5", wipe: false }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      options(owner.viewer).reinstall({ id: server.id, loader: "fabric", gameVersion: "../1", wipe: false }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await database.db.hostingServer.update({ where: { id: server.id }, data: { status: "ready" } });
  });

  it("answers every procedure 'Server not found' for other users and moderators, UNAUTHORIZED anonymously", async () => {
    const id = server.id;
    const calls = (viewer: Viewer | null) => {
      const o = options(viewer);
      return [
        o.view({ id }),
        o.rename({ id, name: "Taken over" }),
        o.reinstall({ id, loader: "vanilla", gameVersion: "1.21.4", wipe: true }),
        o.properties({ id }),
        o.saveProperties({ id, values: { motd: "Taken over" } }),
        o.saveStartup({ id, javaVersion: "21", jvmFlags: "" }),
        o.savePreferences({ id, crashRestart: true, consoleLines: 1000 }),
        o.plan({ id }),
        o.changePlan({ id, priceId: newId() }),
        o.cancel({ id }),
      ];
    };
    for (const call of calls(null)) await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const person of [other, moderator]) {
      for (const call of calls(person.viewer)) await expect(call).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ name: "Survival with friends", loader: "fabric", status: "ready" });
    expect(await readOnNode("server.properties")).not.toContain("Taken over");
    // An admin (support) may act on any server.
    await options(admin.viewer).rename({ id, name: "Renamed by support" });
    expect((await database.db.hostingServer.findUniqueOrThrow({ where: { id } })).name).toBe("Renamed by support");
  });

  async function pyro(cpu: number, ramMb: number, storageMb: number) {
    const productId = newId();
    await database.db.billingProduct.create({
      data: {
        id: productId,
        kind: "pyro",
        slug: `pyro-${productId.toLowerCase()}`,
        name: `Plan ${ramMb}`,
        cpu,
        ramMb,
        storageMb,
      },
    });
    const priceId = newId();
    await database.db.billingPrice.create({
      data: { id: priceId, productId, currency: "USD", monthly: ramMb, quarterly: null, yearly: null },
    });
    return { productId, priceId };
  }
});
