import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import yauzl from "yauzl";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileEntry } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("zip archives in the files API");

/** A zip built in memory with yazl; `add` gets the ZipFile to fill. */
async function buildZip(add: (zip: yazl.ZipFile) => void): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  add(zip);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Renames an entry in place (local header and central directory): yazl itself refuses unsafe names. */
function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  const out = Buffer.from(zip);
  let at = out.indexOf(from);
  expect(at).toBeGreaterThan(-1);
  while (at !== -1) {
    out.write(to, at, "latin1");
    at = out.indexOf(from, at + 1);
  }
  return out;
}

/** Rewrites the uncompressed size every central directory record declares (what readers trust). */
function declareSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf("PK\x01\x02", 0, "latin1"); at !== -1; at = out.indexOf("PK\x01\x02", at + 4, "latin1")) {
    out.writeUInt32LE(size, at + 24);
  }
  return out;
}

describe.skipIf(!docker)("files API: zip archives, inspected whole before anything is written", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "zips";
  let root: string;
  let outside: string;

  const q = (p: string) => encodeURIComponent(p);
  const read = (p: string) => agent.api("GET", `/api/servers/${id}/files/read?path=${q(p)}`);
  const write = (p: string, body: string | Uint8Array) =>
    agent.api("PUT", `/api/servers/${id}/files/write?path=${q(p)}`, body);
  const post = (op: string, body: unknown) => agent.api("POST", `/api/servers/${id}/files/${op}`, body);
  const exists = (p: string) =>
    readdir(path.dirname(path.join(root, p))).then(
      (names) => names.includes(path.basename(p)),
      () => false,
    );

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    agent = new AgentProcess({
      webAppUrl: web.url,
      overrides: { files: { archiveMaxEntries: 50, archiveMaxMiB: 8 } },
    });
    await agent.init();
    await agent.start();
    await agent.api("POST", "/api/servers", testServer(id, image));
    await waitUntil(() => web.events("install-result").length >= 1);
    root = path.join(agent.dir, "data", "servers", id, "data");
    outside = await mkdtemp(path.join(os.tmpdir(), "hopper-zip-outside-"));
    await writeFile(path.join(outside, "secret.txt"), "top secret");
    await symlink(outside, path.join(root, "outside-dir"));
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
    if (outside) await rm(outside, { recursive: true, force: true });
  });

  async function outsideUntouched(): Promise<void> {
    expect((await readdir(outside)).sort()).toEqual(["secret.txt"]);
    expect(await readFile(path.join(outside, "secret.txt"), "utf8")).toBe("top secret");
  }

  /** Uploads `bytes` as an archive, extracts it and expects a refusal that left no trace. */
  async function refused(name: string, bytes: Buffer, status: number, words: RegExp): Promise<void> {
    expect((await write(`uploads/${name}.zip`, bytes)).status).toBe(201);
    const res = await post("unarchive", { path: `uploads/${name}.zip`, destination: `out/${name}` });
    expect(res.status, `${name}: ${res.text}`).toBe(status);
    expect(res.text, name).toMatch(words);
    expect(await exists(`out/${name}`), name).toBe(false);
    expect((await readdir(root)).filter((n) => n.startsWith(".hopper-"))).toEqual([]);
    await outsideUntouched();
  }

  it("extracts a normal zip, merging into an existing folder", async () => {
    const bytes = await buildZip((zip) => {
      zip.addEmptyDirectory("config");
      zip.addBuffer(Buffer.from("motd=hello"), "server.properties");
      zip.addBuffer(Buffer.from("a".repeat(10_000)), "config/big.toml");
      zip.addBuffer(Buffer.from("stored"), "config/stored.txt", { compress: false });
    });
    await write("plain.zip", bytes);
    await write("dest/config/keep.txt", "kept");
    await write("dest/server.properties", "old");
    const res = await post("unarchive", { path: "plain.zip", destination: "dest" });
    expect(res.status, res.text).toBe(204);
    expect((await read("dest/server.properties")).text).toBe("motd=hello");
    expect((await read("dest/config/big.toml")).text).toBe("a".repeat(10_000));
    expect((await read("dest/config/stored.txt")).text).toBe("stored");
    expect((await read("dest/config/keep.txt")).text).toBe("kept");
    const list = await agent.api<{ entries: FileEntry[] }>("GET", `/api/servers/${id}/files/list?path=dest`);
    expect(list.json.entries.map((e) => e.name)).toEqual(["config", "server.properties"]);
  });

  it("refuses .jar and other names: only .zip, .tar.gz and .tgz are extracted", async () => {
    const bytes = await buildZip((zip) => zip.addBuffer(Buffer.from("x"), "x.class"));
    await write("mods/some-mod.jar", bytes);
    const res = await post("unarchive", { path: "mods/some-mod.jar", destination: "jar-out" });
    expect(res.status).toBe(400);
    expect(res.text).toContain("Only .zip, .tar.gz and .tgz archives can be extracted");
    expect(await exists("jar-out")).toBe(false);
    const notZip = await write("fake.zip", "not a zip at all");
    expect(notZip.status).toBe(201);
    const bad = await post("unarchive", { path: "fake.zip", destination: "fake-out" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Not a readable zip archive");
  });

  it("refuses zip-slip, absolute, backslash and drive names, writing nothing", async () => {
    // a good entry first: it must not be written either when a later one is refused
    const make = (evil: string) =>
      buildZip((zip) => {
        zip.addBuffer(Buffer.from("fine"), "aaaa-fine.txt");
        zip.addBuffer(Buffer.from("escaped"), evil);
      });
    await refused(
      "dotdot",
      renameEntry(await make("QQ/QQ/escape.txt"), "QQ/QQ/", "../../"),
      403,
      /outside the destination/,
    );
    await refused(
      "nested",
      renameEntry(await make("dir/QQ/x.txt"), "dir/QQ/", "dir/../"),
      403,
      /outside the destination/,
    );
    await refused("absolute", renameEntry(await make("Qtmp/evil.txt"), "Qtmp/", "/tmp/"), 403, /absolute or invalid/);
    await refused("backslash", renameEntry(await make("QQQx.txt"), "QQQ", "..\\"), 403, /absolute or invalid/);
    await refused("drive", renameEntry(await make("QQevil.txt"), "QQ", "C:"), 403, /absolute or invalid/);
    await refused("nul", renameEntry(await make("aQb.txt"), "aQb", "a\0b"), 403, /absolute or invalid/);
  });

  it("refuses symlink and device entries (zip external attributes)", async () => {
    const link = await buildZip((zip) => {
      zip.addBuffer(Buffer.from("fine"), "aaaa-fine.txt");
      zip.addBuffer(Buffer.from(outside), "evil", { mode: 0o120777 });
      zip.addBuffer(Buffer.from("through the link"), "evil/secret.txt");
    });
    await refused("symlink", link, 403, /symbolic link/);
    const fifo = await buildZip((zip) => zip.addBuffer(Buffer.from(""), "trap", { mode: 0o010644 }));
    await refused("fifo", fifo, 403, /special file/);
  });

  it("refuses bombs: lying sizes, impossible ratios, too much data and too many entries", async () => {
    const zeros = (mib: number) => buildZip((zip) => zip.addBuffer(Buffer.alloc(mib * 1024 * 1024), "zeros.bin"));
    // declares 1000 bytes, holds 1 MiB: cut off while extracting, and the partial output is removed
    await refused("liar", declareSize(await zeros(1), 1000), 400, /more data than it declares \(a zip bomb\)/);
    // declares far more than deflate can produce from its compressed bytes
    await refused("ratio", declareSize(await zeros(1), 2_000_000_000), 400, /more data than it can hold/);
    // honest, but over the agent's extraction limit (8 MiB in this test)
    await refused("big", await zeros(9), 413, /more than 8 MiB/);
    const many = await buildZip((zip) => {
      for (let i = 0; i < 60; i++) zip.addBuffer(Buffer.from(`${i}`), `f${i}.txt`);
    });
    await refused("many", many, 400, /60 entries; at most 50/);
    const twice = await buildZip((zip) => {
      zip.addBuffer(Buffer.from("one"), "same.txt");
      zip.addBuffer(Buffer.from("two"), "samf.txt");
    });
    await refused("twice", renameEntry(twice, "samf.txt", "same.txt"), 400, /more than once/);
  });

  it("never extracts into a destination that is a link out", async () => {
    const bytes = await buildZip((zip) => zip.addBuffer(Buffer.from("x"), "x.txt"));
    await write("clean.zip", bytes);
    expect((await post("unarchive", { path: "clean.zip", destination: "outside-dir" })).status).toBe(403);
    expect((await post("unarchive", { path: "clean.zip", destination: "outside-dir/deeper" })).status).toBe(403);
    await outsideUntouched();
  });

  it("archives to .zip without following links and extracts it back", async () => {
    await mkdir(path.join(root, "world", "region"), { recursive: true });
    await writeFile(path.join(root, "world", "level.dat"), "level");
    await writeFile(path.join(root, "world", "region", "r.0.0.mca"), Buffer.alloc(300_000, 7));
    await mkdir(path.join(root, "world", "empty"));
    await symlink(path.join(outside, "secret.txt"), path.join(root, "world", "secret-link"));
    const made = await post("archive", { paths: ["world"], destination: "packs/world.zip" });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toEqual({ path: "packs/world.zip" });
    // the zip is a standard one: another reader lists exactly the files and folders, no link
    const names = await new Promise<string[]>((resolve, reject) => {
      yauzl.open(path.join(root, "packs", "world.zip"), (error, zip) => {
        if (error) return reject(error);
        const seen: string[] = [];
        zip.on("entry", (e: yauzl.Entry) => seen.push(e.fileName));
        zip.on("end", () => resolve(seen.sort()));
        zip.on("error", reject);
      });
    });
    expect(names).toEqual(["world/", "world/empty/", "world/level.dat", "world/region/", "world/region/r.0.0.mca"]);
    const back = await post("unarchive", { path: "packs/world.zip", destination: "restored" });
    expect(back.status, back.text).toBe(204);
    expect((await read("restored/world/level.dat")).text).toBe("level");
    expect(await readFile(path.join(root, "restored", "world", "region", "r.0.0.mca"))).toEqual(
      Buffer.alloc(300_000, 7),
    );
    expect(await exists("restored/world/empty")).toBe(true);
    expect(await exists("restored/world/secret-link")).toBe(false);
    expect((await post("archive", { paths: ["world"], destination: "packs/world.zip" })).status).toBe(409);
    expect((await post("archive", { paths: ["world"], destination: "packs/world.rar" })).status).toBe(400);
    await outsideUntouched();
  });
});
