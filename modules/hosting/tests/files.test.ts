// A server's files through the panel (procedures `hosting.files.*` and the route /api/hosting/servers/{id}/files)
// against a REAL agent process on the real Docker engine: upload and list, download, open/edit/save, refuse binary,
// folders, rename and move, delete several, archive and extract; the traversal forms refused with 400 before any
// agent is asked (and nothing changes); who may do what (anonymous, another user, moderator, admin, owner); the
// suspension rule (docs/hosting.md "Files").
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "../../core/src/auth/viewer";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { GET, PUT } from "../src/server/http/files";
import { hostingRouter } from "../src/server/router";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { serverOnAgent, signedInPerson, type Person } from "./support/server-on-agent";

const database = setupTestDatabase();
const docker = await dockerAvailable("hosting files");
const createCaller = createCallerFactory(hostingRouter);
const files = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null }).files;
const route = setupRouteServer((request) => (request.method === "PUT" ? PUT(request) : GET(request)));

const HOSTILE = ["../x", "a/../../x", "/etc/passwd", "%2e%2e/x", "%2E%2E%2Fx", "a\\b", "C:/Windows", "x\0y"];

describe.skipIf(!docker)("server files", () => {
  let agent: TestAgent;
  let owner: Person;
  let other: Person;
  let moderator: Person;
  let admin: Person;
  let serverId: string;

  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db });
    [owner, other, moderator, admin] = await Promise.all([
      signedInPerson(database.db),
      signedInPerson(database.db),
      signedInPerson(database.db, "moderator"),
      signedInPerson(database.db, "admin"),
    ]);
    serverId = (await serverOnAgent(database.db, agent.node, owner.id, agent.image)).id;
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
  });

  const url = (path: string, id = serverId) =>
    `${route.origin}/api/hosting/servers/${id}/files?${new URLSearchParams({ path })}`;
  const upload = (cookie: string | null, path: string, body: BodyInit, id = serverId) =>
    fetch(url(path, id), {
      method: "PUT",
      body,
      headers: cookie ? { cookie, "sec-fetch-site": "same-origin" } : {},
    });
  const names = async (path = "") =>
    (await files(owner.viewer).list({ id: serverId, path })).entries.map((e) => e.name);

  it("uploads a file through the route, lists it with its size, and downloads the same bytes", async () => {
    const bytes = new TextEncoder().encode("motd=Hello from the upload\n");
    const put = await upload(owner.cookie, "config/server.properties", bytes);
    expect(put.status).toBe(201);
    expect(await put.json()).toEqual({ path: "config/server.properties", written: bytes.byteLength });

    const listing = await files(owner.viewer).list({ id: serverId, path: "config" });
    expect(listing.entries).toEqual([
      expect.objectContaining({ name: "server.properties", type: "file", size: bytes.byteLength }),
    ]);
    const down = await fetch(url("config/server.properties"), { headers: { cookie: owner.cookie } });
    expect(down.status).toBe(200);
    expect(down.headers.get("content-disposition")).toContain("server.properties");
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(bytes);
  });

  it("opens a text file, saves the edit, and refuses a binary file in words", async () => {
    await files(owner.viewer).save({ id: serverId, path: "notes.txt", content: "first\n" });
    expect(await files(owner.viewer).read({ id: serverId, path: "notes.txt" })).toMatchObject({ content: "first\n" });
    await files(owner.viewer).save({ id: serverId, path: "notes.txt", content: "second\nline ✓\n" });
    expect((await files(owner.viewer).read({ id: serverId, path: "notes.txt" })).content).toBe("second\nline ✓\n");

    expect((await upload(owner.cookie, "level.dat", new Uint8Array([0x1f, 0x8b, 0, 1, 2]))).status).toBe(201);
    await expect(files(owner.viewer).read({ id: serverId, path: "level.dat" })).rejects.toThrow(
      "This is a binary file and cannot be edited here; download it.",
    );
  });

  it("creates folders, renames, moves into another folder and deletes several at once", async () => {
    const fs = files(owner.viewer);
    await fs.mkdir({ id: serverId, path: "plugins/old" });
    await fs.save({ id: serverId, path: "a.txt", content: "a" });
    await fs.save({ id: serverId, path: "b.txt", content: "b" });
    await fs.rename({ id: serverId, from: "a.txt", to: "renamed.txt" });
    await fs.rename({ id: serverId, from: "renamed.txt", to: "plugins/old/renamed.txt" });
    expect(await names("plugins/old")).toEqual(["renamed.txt"]);
    expect(await names()).not.toContain("a.txt");
    await expect(fs.rename({ id: serverId, from: "plugins", to: "plugins/old/plugins" })).rejects.toThrow(
      "A folder cannot be moved into itself.",
    );

    await fs.remove({ id: serverId, paths: ["b.txt", "plugins/old"] });
    expect(await names()).not.toContain("b.txt");
    expect(await names("plugins")).toEqual([]);
  });

  it("archives a selection to .tar.gz and extracts it again", async () => {
    const fs = files(owner.viewer);
    await fs.save({ id: serverId, path: "pack/one.txt", content: "one" });
    await fs.save({ id: serverId, path: "pack/two.txt", content: "two" });
    const archived = await fs.archive({ id: serverId, paths: ["pack"], destination: "pack-copy" });
    expect(archived.path).toMatch(/pack-copy\.tar\.gz$/);
    await fs.remove({ id: serverId, paths: ["pack"] });
    expect(await names()).not.toContain("pack");

    await fs.unarchive({ id: serverId, path: "pack-copy.tar.gz" });
    expect(await names("pack")).toEqual(["one.txt", "two.txt"]);
    expect((await fs.read({ id: serverId, path: "pack/two.txt" })).content).toBe("two");
    await expect(fs.unarchive({ id: serverId, path: "notes.txt" })).rejects.toThrow(
      "Only .zip, .tar.gz and .tgz archives can be extracted.",
    );
  });

  it("archives a selection to .zip (by name or by format) and extracts it again; a .jar is never extracted", async () => {
    const fs = files(owner.viewer);
    await fs.save({ id: serverId, path: "zipped/cfg/a.toml", content: "a = 1" });
    await fs.save({ id: serverId, path: "zipped/b.txt", content: "bee" });
    const byFormat = await fs.archive({ id: serverId, paths: ["zipped"], destination: "zip-copy", format: "zip" });
    expect(byFormat.path).toMatch(/zip-copy\.zip$/);
    const byName = await fs.archive({ id: serverId, paths: ["zipped/b.txt"], destination: "named.zip" });
    expect(byName.path).toMatch(/named\.zip$/);
    // the bytes really are a zip (local file header signature), whatever the name says
    const head = await fetch(url("zip-copy.zip"), { headers: { cookie: owner.cookie } });
    expect(head.status).toBe(200);
    expect(Buffer.from(await head.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from("PK\x03\x04", "latin1"));
    await fs.remove({ id: serverId, paths: ["zipped"] });

    await fs.unarchive({ id: serverId, path: "zip-copy.zip", destination: "unzipped" });
    expect(await names("unzipped/zipped")).toEqual(["cfg", "b.txt"]);
    expect((await fs.read({ id: serverId, path: "unzipped/zipped/cfg/a.toml" })).content).toBe("a = 1");
    await fs.unarchive({ id: serverId, path: "named.zip" });
    expect((await fs.read({ id: serverId, path: "zipped/b.txt" })).content).toBe("bee");

    // a mod jar is a zip too, but the file manager never unpacks it (nothing is asked of the agent)
    await upload(
      owner.cookie,
      "mods/some.jar",
      await (await fetch(url("named.zip"), { headers: { cookie: owner.cookie } })).arrayBuffer(),
    );
    await expect(fs.unarchive({ id: serverId, path: "mods/some.jar" })).rejects.toThrow(
      "Only .zip, .tar.gz and .tgz archives can be extracted.",
    );
    expect(await names("mods")).toEqual(["some.jar"]);
    await fs.remove({ id: serverId, paths: ["zipped", "unzipped", "zip-copy.zip", "named.zip", "mods/some.jar"] });
  });

  it("refuses traversal, absolute, encoded, backslash and NUL paths with 400 on every procedure and route", async () => {
    const fs = files(owner.viewer);
    const before = await names();
    for (const path of HOSTILE) {
      const calls = [
        fs.list({ id: serverId, path }),
        fs.read({ id: serverId, path }),
        fs.save({ id: serverId, path, content: "x" }),
        fs.mkdir({ id: serverId, path }),
        fs.rename({ id: serverId, from: "notes.txt", to: path }),
        fs.rename({ id: serverId, from: path, to: "x.txt" }),
        fs.remove({ id: serverId, paths: ["notes.txt", path] }),
        fs.archive({ id: serverId, paths: [path], destination: "x.tar.gz" }),
        fs.archive({ id: serverId, paths: ["notes.txt"], destination: path }),
        fs.unarchive({ id: serverId, path: "pack-copy.tar.gz", destination: path }),
      ];
      for (const call of calls) await expect(call, path).rejects.toMatchObject({ code: "BAD_REQUEST" });

      const put = await upload(owner.cookie, path, "evil");
      expect(put.status, path).toBe(400);
      expect(((await put.json()) as { description: string }).description).toMatch(/^That path is not allowed/);
      expect((await fetch(url(path), { headers: { cookie: owner.cookie } })).status, path).toBe(400);
    }
    expect(await names()).toEqual(before);
    expect((await fs.read({ id: serverId, path: "notes.txt" })).content).toBe("second\nline ✓\n");
  });

  it("lets the owner and admins in; anonymous callers sign in; another user and moderators find no server", async () => {
    const every = (viewer: Viewer | null) => {
      const fs = files(viewer);
      return [
        () => fs.list({ id: serverId, path: "" }),
        () => fs.read({ id: serverId, path: "notes.txt" }),
        () => fs.save({ id: serverId, path: "auth.txt", content: "x" }),
        () => fs.mkdir({ id: serverId, path: "auth-dir" }),
        () => fs.rename({ id: serverId, from: "auth.txt", to: "auth2.txt" }),
        () => fs.archive({ id: serverId, paths: ["auth-dir"], destination: "auth.tar.gz" }),
        () => fs.unarchive({ id: serverId, path: "auth.tar.gz" }),
        () => fs.remove({ id: serverId, paths: ["auth2.txt", "auth.tar.gz", "auth-dir"] }),
      ];
    };
    const before = await names();
    for (const call of every(null)) await expect(call()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const person of [other, moderator]) {
      for (const call of every(person.viewer)) await expect(call()).rejects.toThrow("Server not found");
      const put = await upload(person.cookie, "intruder.txt", "x");
      expect(put.status).toBe(404);
      expect((await fetch(url("notes.txt"), { headers: { cookie: person.cookie } })).status).toBe(404);
    }
    expect((await upload(null, "intruder.txt", "x")).status).toBe(401);
    expect((await fetch(url("notes.txt"))).status).toBe(401);
    expect(await names()).toEqual(before);

    for (const person of [owner, admin]) {
      for (const call of every(person.viewer)) await call();
      expect((await upload(person.cookie, "by-role.txt", person.actor.role)).status).toBe(201);
      expect(await (await fetch(url("by-role.txt"), { headers: { cookie: person.cookie } })).text()).toBe(
        person.actor.role,
      );
    }
    expect(new Set(await names())).toEqual(new Set([...before, "by-role.txt"]));
  });

  it("a server suspended for payment stays readable to its owner but not writable; a staff suspension closes it", async () => {
    const suspend = (reason: string | null) =>
      database.db.hostingServer.update({ where: { id: serverId }, data: { suspendedReason: reason } });
    try {
      await suspend("paymentfailed");
      expect(await names()).toContain("notes.txt");
      expect((await fetch(url("notes.txt"), { headers: { cookie: owner.cookie } })).status).toBe(200);
      await expect(files(owner.viewer).save({ id: serverId, path: "notes.txt", content: "x" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      expect((await upload(owner.cookie, "unpaid.txt", "x")).status).toBe(403);
      await files(admin.viewer).save({ id: serverId, path: "support.txt", content: "admins may" });

      await suspend("staff");
      await expect(files(owner.viewer).list({ id: serverId, path: "" })).rejects.toThrow(
        "This server was suspended by staff; its files and backups are closed.",
      );
      expect((await fetch(url("notes.txt"), { headers: { cookie: owner.cookie } })).status).toBe(403);
      expect(await files(admin.viewer).list({ id: serverId, path: "" })).toBeTruthy();
    } finally {
      await suspend(null);
    }
  });
});
