import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST as suggest } from "../src/server/http/suggest";
import { METADATA_ENTRIES } from "../src/server/services/versions/intake/file-metadata";
import { createProject } from "../src/server/services/projects/project-create";
import { catalogSettings } from "../src/server/settings";
import { metadataPieces } from "../src/ui/forms/zip-pieces";
import type { ZipPiece } from "../src/ui/forms/zip-pieces";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { errorMessages } from "../src/ui/messages/errors";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { signIn } from "./session-cookie";

// POST /api/catalog/suggest over a real socket with a signed-in session: what the upload form pre-fills, from the
// runs of the file the form reads in the browser (src/ui/forms/zip-pieces.ts, run here over a Buffer) — never the
// whole file, which is sent once, with the form.

tempDataDir("hopper-suggest-http-");
const database = setupTestDatabase();
const site = setupRouteServer(suggest);
const wanted = new Set<string>(METADATA_ENTRIES);

/** The runs the upload form sends for `file`, read from the bytes as the browser reads a File's slices. */
function piecesOf(file: Uint8Array): Promise<ZipPiece[]> {
  return metadataPieces(
    file.byteLength,
    async (start, end) => file.slice(start, end),
    (name) => wanted.has(name),
  );
}

/**
 * Sends `pieces` of a file of `size` bytes, as the upload form does; `layout` replaces the honest one, `locale` is
 * the reader's language cookie.
 */
async function send(
  filename: string,
  projectType: string,
  size: number,
  pieces: ZipPiece[],
  layout?: unknown,
  locale?: string,
) {
  const user = await makeUser(database.db);
  const session = await signIn(database.db, user.userId);
  try {
    const body = new FormData();
    body.set("projectType", projectType);
    body.set("filename", filename);
    body.set("size", String(size));
    body.set("pieces", JSON.stringify(layout ?? pieces.map((piece) => [piece.offset, piece.bytes.byteLength])));
    body.set("bytes", new Blob(pieces.map((piece) => piece.bytes.slice())), "pieces.bin");
    const response = await fetch(`${site.origin}/api/catalog/suggest`, {
      method: "POST",
      body,
      headers: { cookie: locale ? `${session.cookie}; locale=${locale}` : session.cookie, origin: site.origin },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    await session.revoke();
  }
}

async function post(file: Uint8Array, filename: string, projectType: string) {
  return send(filename, projectType, file.byteLength, await piecesOf(file));
}

const sentBytes = (pieces: ZipPiece[]) => pieces.reduce((total, piece) => total + piece.bytes.byteLength, 0);

/**
 * The same archive in the zip64 form: a zip64 end record and locator before the end record (whose counts and
 * offsets say "see zip64"), and every central directory entry's local header offset moved into a zip64 extra field.
 */
function asZip64(archive: Uint8Array): Uint8Array {
  const bytes = Buffer.from(archive);
  const end = bytes.length - 22;
  if (bytes.readUInt32LE(end) !== 0x06054b50) throw new Error("expected an end record without a comment");
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  const directorySize = bytes.readUInt32LE(end + 12);
  const entries: Buffer[] = [];
  for (let at = directoryOffset; at < directoryOffset + directorySize;) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const fixed = Buffer.from(bytes.subarray(at, at + 46));
    const localHeader = fixed.readUInt32LE(42);
    fixed.writeUInt32LE(0xffffffff, 42);
    fixed.writeUInt16LE(extraLength + 12, 30);
    const extra = Buffer.alloc(12);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(localHeader), 4);
    const name = bytes.subarray(at + 46, at + 46 + nameLength);
    const rest = bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength + commentLength);
    entries.push(Buffer.concat([fixed, name, extra, rest]));
    at += 46 + nameLength + extraLength + commentLength;
  }
  const directory = Buffer.concat(entries);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const endRecord = Buffer.alloc(22);
  endRecord.writeUInt32LE(0x06054b50, 0);
  endRecord.writeUInt16LE(0xffff, 8);
  endRecord.writeUInt16LE(0xffff, 10);
  endRecord.writeUInt32LE(0xffffffff, 12);
  endRecord.writeUInt32LE(0xffffffff, 16);
  return new Uint8Array(Buffer.concat([bytes.subarray(0, directoryOffset), directory, record, locator, endRecord]));
}

/** A Fabric jar with `padding` random bytes stored (so it is big, and the runs are a small part of it). */
function paddedJar(id: string, padding: number) {
  return zip(
    {
      "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "2.1.0", depends: { minecraft: "1.20.1" } }),
      [`${id}/Main.class`]: `class ${id}`,
      [`${id}/padding.bin`]: new Uint8Array(randomBytes(padding)),
    },
    0,
  );
}

describe("POST /api/catalog/suggest", () => {
  it("answers the version number, name, loaders, game versions and dependencies of a NeoForge jar", async () => {
    const jar = zip({
      "META-INF/neoforge.mods.toml": [
        "[[mods]]",
        'modId="ae2"',
        'version="19.0.20"',
        'displayName="Applied Energistics 2"',
        "[[dependencies.ae2]]",
        'modId="minecraft"',
        'type="required"',
        'versionRange="[1.21,1.21.2)"',
        "[[dependencies.ae2]]",
        'modId="jei"',
        'type="optional"',
        "",
      ].join("\n"),
    });
    expect(await post(jar, "ae2.jar", "mod")).toEqual({
      status: 200,
      body: {
        versionNumber: "19.0.20",
        name: "Applied Energistics 2 19.0.20",
        loaders: ["neoforge"],
        gameVersions: ["1.21.1", "1.21"],
        dependencies: [{ dependencyType: "optional", projectSlug: "jei", onHopper: false }],
      },
    });
  });

  it("says which dependencies are projects the uploader may see (a hidden one's slug is not revealed)", async () => {
    const owner = await makeUser(database.db);
    const visible = await createProject(database.db, owner, {
      name: "Shared lib",
      slug: uniqueSlug("sharedlib"),
      projectType: "mod",
      summary: "A library other mods depend on",
    });
    await database.db.project.update({ where: { id: visible.id }, data: { status: "approved" } });
    const hidden = await createProject(database.db, owner, {
      name: "Secret lib",
      slug: uniqueSlug("secretlib"),
      projectType: "mod",
      summary: "A draft nobody else sees",
    });
    const jar = zip({
      "fabric.mod.json": JSON.stringify({
        schemaVersion: 1,
        id: "uses-libs",
        version: "1.0.0",
        depends: { [visible.slug.toUpperCase()]: "*", [hidden.slug]: "*", "not-here": "*" },
      }),
    });
    const { body } = await post(jar, "uses-libs.jar", "mod");
    expect(body.dependencies).toEqual([
      { dependencyType: "required", projectSlug: visible.slug.toUpperCase(), onHopper: true },
      { dependencyType: "required", projectSlug: hidden.slug, onHopper: false },
      { dependencyType: "required", projectSlug: "not-here", onHopper: false },
    ]);
  });

  it("reads a 3 MiB jar from its end, central directory and metadata entry: a few KiB sent, not the file", async () => {
    const jar = paddedJar("bigmod", 3 * 1024 * 1024);
    const pieces = await piecesOf(jar);
    expect(sentBytes(pieces)).toBeLessThan(70 * 1024);
    expect(await send("bigmod.jar", "mod", jar.byteLength, pieces)).toEqual({
      status: 200,
      body: { versionNumber: "2.1.0", name: "2.1.0", loaders: ["fabric"], gameVersions: ["1.20.1"], dependencies: [] },
    });
  });

  it("reads a zip64 archive (end record and local header offsets in their zip64 fields) the same way", async () => {
    const jar = asZip64(paddedJar("wide", 200 * 1024));
    const pieces = await piecesOf(jar);
    expect(sentBytes(pieces)).toBeLessThan(80 * 1024);
    expect(await send("wide.jar", "mod", jar.byteLength, pieces)).toMatchObject({
      status: 200,
      body: { versionNumber: "2.1.0", loaders: ["fabric"], gameVersions: ["1.20.1"] },
    });
  });

  it("refuses a file over the upload limit by its size alone, with the upload's message", async () => {
    const limit = catalogSettings().CATALOG_MAX_FILE_BYTES;
    const jar = paddedJar("huge", 1024);
    const pieces = await piecesOf(jar);
    // The same runs, said to belong to a file one byte over the limit (the tail run moved to its end).
    const size = limit + 1;
    const moved = pieces.map((piece, index) =>
      index === 0 ? { offset: size - piece.bytes.byteLength, bytes: piece.bytes } : piece,
    );
    const { status, body } = await send("huge.jar", "mod", size, moved);
    expect(status).toBe(413);
    expect(body.error).toMatch(/^huge\.jar is larger than the .* limit\./);
  });

  it("answers the upload's refusal for what is no zip, and a 400 for a layout that does not fit", async () => {
    const text = new TextEncoder().encode("just some text, not an archive");
    expect(await post(text, "notes.jar", "mod")).toEqual({
      status: 400,
      body: { error: "notes.jar is not a valid zip archive (it may be corrupt)." },
    });
    const jar = paddedJar("layout", 1024);
    const pieces = await piecesOf(jar);
    const bad = "Send the file's size and the parts of it that hold its metadata.";
    for (const layout of [
      [],
      [[0, 1]],
      [[-1, 5]],
      [[jar.byteLength, 10]],
      "nope",
      Array.from({ length: 65 }, () => [0, 0]),
    ]) {
      expect(await send("layout.jar", "mod", jar.byteLength, pieces, layout)).toEqual({
        status: 400,
        body: { error: bad },
      });
    }
  });

  it("answers the upload's own refusal for a broken plugin.yml, as a 400", async () => {
    const jar = zip({ "plugin.yml": "name: NoMain\nversion: 1.0\n" });
    expect(await post(jar, "p.jar", "plugin")).toEqual({
      status: 400,
      body: { error: "plugin.yml in p.jar must name the plugin's main class." },
    });
  });
  it("answers every refusal in the reader's language (the form shows it as it comes); English without a choice", async () => {
    const turned = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string;
    const jar = paddedJar("turned", 1024);
    const pieces = await piecesOf(jar);
    const badLayout = await send("turned.jar", "mod", jar.byteLength, pieces, "nope", UPSIDE_DOWN_LOCALE);
    expect(badLayout).toEqual({ status: 400, body: { error: turned("suggest.badPieces") } });
    const outOfBounds = await send(
      "turned.jar",
      "mod",
      jar.byteLength,
      pieces,
      [[jar.byteLength, 10]],
      UPSIDE_DOWN_LOCALE,
    );
    expect(outOfBounds).toEqual({ status: 400, body: { error: turned("suggest.badPieces") } });
    expect(turned("suggest.badPieces")).not.toBe("Send the file's size and the parts of it that hold its metadata.");
    const noType = await send("turned.jar", "nope", jar.byteLength, pieces, undefined, UPSIDE_DOWN_LOCALE);
    expect(noType).toEqual({ status: 400, body: { error: turned("suggest.sendParts") } });
    const text = new TextEncoder().encode("just some text, not an archive");
    const notZip = await send("notes.jar", "mod", text.byteLength, await piecesOf(text), undefined, UPSIDE_DOWN_LOCALE);
    expect(notZip).toEqual({ status: 400, body: { error: turned("archive.notAZip", { filename: "notes.jar" }) } });

    // Signed out, and a body that is no form: the same catalogue.
    const signedOut = await fetch(`${site.origin}/api/catalog/suggest`, {
      method: "POST",
      body: new FormData(),
      headers: { cookie: `locale=${UPSIDE_DOWN_LOCALE}`, origin: site.origin },
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: turned("signIn") });
    const user = await makeUser(database.db);
    const session = await signIn(database.db, user.userId);
    try {
      const notForm = await fetch(`${site.origin}/api/catalog/suggest`, {
        method: "POST",
        body: "{}",
        headers: { cookie: `${session.cookie}; locale=${UPSIDE_DOWN_LOCALE}`, origin: site.origin },
      });
      expect(notForm.status).toBe(400);
      expect(await notForm.json()).toEqual({ error: turned("suggest.sendParts") });
      const english = await fetch(`${site.origin}/api/catalog/suggest`, {
        method: "POST",
        body: "{}",
        headers: { cookie: session.cookie, origin: site.origin },
      });
      expect(await english.json()).toEqual({ error: "Send a file name, its parts and a project type." });
    } finally {
      await session.revoke();
    }
  });
});
