import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { AppError } from "../../src/errors";
import { DRAIN_BYTES, readMultipart, spoolToTempFile } from "../../src/storage";
import { fileTempDir } from "../../../../tests/support/temp-dir";

const run = promisify(execFile);
// One folder for the file, removed after it: some tests reach the data dir through the cached config, so
// a folder removed after its own test could be written again by the next one.
const root = fileTempDir("hopper-spool-");
const dir = () => mkdtempSync(path.join(root, "t-"));
const tooLarge = () => new AppError("payload_too_large", "too large");
const CHUNK = 64 * 1024;

/** A source that never ends, counting what was pulled from it. */
function endless() {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(7));
    },
  });
  return { state, stream };
}

describe("spooling an upload to a temp file", () => {
  it("writes the bytes and computes sha1 and sha512 on the way", async () => {
    const bytes = randomBytes(300_000);
    const chunks = [bytes.subarray(0, 1), bytes.subarray(1, 200_000), bytes.subarray(200_000)];
    async function* source() {
      yield* chunks;
    }
    const target = dir();
    const file = await spoolToTempFile(source(), { limit: 300_000, tooLarge, dir: target });
    expect(file.size).toBe(300_000);
    expect(file.sha1).toBe(createHash("sha1").update(bytes).digest("hex"));
    expect(file.sha512).toBe(createHash("sha512").update(bytes).digest("hex"));
    expect(readFileSync(file.path).equals(bytes)).toBe(true);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    await file.dispose();
    expect(readdirSync(target)).toEqual([]);
  });

  it("stops reading an endless upload right past the limit and leaves no temp file", async () => {
    const { state, stream } = endless();
    const target = dir();
    await expect(spoolToTempFile(stream, { limit: 1024 * 1024, tooLarge, dir: target })).rejects.toThrow("too large");
    // 1 MiB limit: the 17th chunk of 64 KiB passes it; a few more may sit in the stream's queue.
    expect(state.pulled).toBeLessThanOrEqual(1024 * 1024 + 4 * CHUNK);
    expect(readdirSync(target)).toEqual([]);
  });

  it("removes the partial file when the source fails", async () => {
    async function* broken() {
      yield randomBytes(1000);
      throw new Error("connection reset");
    }
    const target = dir();
    await expect(spoolToTempFile(broken(), { limit: 1e6, tooLarge, dir: target })).rejects.toThrow("connection reset");
    expect(readdirSync(target)).toEqual([]);
  });
});

const BOUNDARY = "----hopper-test-boundary";
const encoder = new TextEncoder();
const partHead = (name: string, filename?: string) =>
  encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n` +
      `${filename ? "Content-Type: application/java-archive\r\n" : ""}\r\n`,
  );
const multipartRequest = (body: ReadableStream<Uint8Array> | Uint8Array) =>
  new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);

function concat(...parts: (Uint8Array | string)[]): Uint8Array {
  return Buffer.concat(parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part)));
}

describe("reading a multipart upload as it arrives", () => {
  it("keeps fields in memory and spools each file, hashed, listed in the order they came", async () => {
    process.env.HOPPER_DATA_DIR = dir();
    // A large file then a tiny one: the tiny one finishes spooling first, yet the form lists it second.
    const jar = randomBytes(4_000_000);
    const body = concat(
      partHead("data"),
      '{"a":1}\r\n',
      partHead("file", "mod.jar"),
      jar,
      "\r\n",
      partHead("sig", "mod.jar.asc"),
      "signature\r\n",
      `--${BOUNDARY}--\r\n`,
    );
    const form = await readMultipart(multipartRequest(body), { fileLimit: 5e6, tooLarge, maxFiles: 5 });
    expect(form.field("data")).toBe('{"a":1}');
    expect(form.files.map((file) => [file.field, file.filename, file.size])).toEqual([
      ["file", "mod.jar", 4_000_000],
      ["sig", "mod.jar.asc", 9],
    ]);
    expect(form.files[0]!.sha1).toBe(createHash("sha1").update(jar).digest("hex"));
    expect(readFileSync(form.files[0]!.path).equals(jar)).toBe(true);
    await form.dispose();
    expect(readdirSync(path.dirname(form.files[0]!.path))).toEqual([]);
  });

  it("refuses NUL in a text field (PostgreSQL cannot store it) with a 400", async () => {
    process.env.HOPPER_DATA_DIR = dir();
    const body = concat(
      partHead("file", "mod.jar"),
      "bytes\r\n",
      partHead("changelog"),
      "fixed\u0000\r\n",
      `--${BOUNDARY}--\r\n`,
    );
    const reading = readMultipart(multipartRequest(body), { fileLimit: 5e6, tooLarge, maxFiles: 5 });
    await expect(reading).rejects.toMatchObject({
      status: 400,
      message: "Form fields must not contain NUL characters.",
    });
  });

  it("refuses a file past the limit without reading the endless rest, and leaves no temp file", async () => {
    process.env.HOPPER_DATA_DIR = dir();
    const { resetConfigCache } = await import("../../src/config");
    resetConfigCache();
    const { state, stream: file } = endless();
    let sentHead = false;
    const reader = file.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          controller.enqueue(concat(partHead("small", "a.jar"), "tiny\r\n", partHead("big", "big.jar")));
          return;
        }
        controller.enqueue((await reader.read()).value!);
      },
    });
    await expect(
      readMultipart(multipartRequest(body), {
        fileLimit: 1024 * 1024,
        tooLarge: (name) => new AppError("payload_too_large", `${name} is too large`),
        maxFiles: 5,
      }),
    ).rejects.toThrow("big.jar is too large");
    // At most the limit is written; the rest read is only drained (bounded) so the client gets the answer.
    expect(state.pulled).toBeLessThanOrEqual(1024 * 1024 + DRAIN_BYTES + 16 * CHUNK);
    expect(readdirSync(path.join(process.env.HOPPER_DATA_DIR!, "tmp", "uploads"))).toEqual([]);
  });

  it("refuses too many files and a body that is not multipart, leaving no temp file", async () => {
    process.env.HOPPER_DATA_DIR = dir();
    const { resetConfigCache } = await import("../../src/config");
    resetConfigCache();
    const body = concat(
      partHead("a", "1.jar"),
      "one\r\n",
      partHead("b", "2.jar"),
      "two\r\n",
      partHead("c", "3.jar"),
      "three\r\n",
      `--${BOUNDARY}--\r\n`,
    );
    await expect(
      readMultipart(multipartRequest(body), {
        fileLimit: 1e6,
        tooLarge,
        maxFiles: 2,
        tooManyFiles: () => new AppError("invalid_input", "At most 2."),
      }),
    ).rejects.toThrow("At most 2.");
    expect(readdirSync(path.join(process.env.HOPPER_DATA_DIR!, "tmp", "uploads"))).toEqual([]);
    const json = new Request("http://localhost/upload", { method: "POST", body: "{}" });
    await expect(readMultipart(json, { fileLimit: 1e6, tooLarge, maxFiles: 2 })).rejects.toThrow(
      "Send the form as multipart/form-data.",
    );
  });

  it("refuses a body declared or growing past the whole-body limit, reading nothing or little", async () => {
    process.env.HOPPER_DATA_DIR = dir();
    const { resetConfigCache } = await import("../../src/config");
    resetConfigCache();
    let pulled = 0;
    const untouched = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled++;
        },
      },
      { highWaterMark: 0 },
    );
    const declared = new Request("http://localhost/upload", {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(50 * 1024 * 1024),
      },
      body: untouched,
      duplex: "half",
    } as RequestInit);
    const options = {
      fileLimit: 1024 * 1024,
      tooLarge,
      maxFiles: 2,
      maxBodyBytes: 3 * 1024 * 1024,
      bodyTooLarge: () => new AppError("payload_too_large", "Too big."),
    };
    await expect(readMultipart(declared, options)).rejects.toThrow("Too big.");
    expect(pulled).toBe(0);
    // Many files each under the limit, sent without a length: cut off once the whole passes maxBodyBytes.
    const small = randomBytes(900 * 1024);
    const parts = [0, 1, 2, 3, 4].flatMap((index) => [partHead(`f${index}`, `${index}.jar`), small, "\r\n"]);
    const chunks = [...parts, `--${BOUNDARY}--\r\n`].map((part) => concat(part));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    await expect(readMultipart(multipartRequest(body), { ...options, maxFiles: 10 })).rejects.toThrow("Too big.");
    const uploads = path.join(process.env.HOPPER_DATA_DIR!, "tmp", "uploads");
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it("holds the files back until the field checks pass, and stores nothing when one refuses", async () => {
    process.env.HOPPER_DATA_DIR = dir();
    const { resetConfigCache } = await import("../../src/config");
    resetConfigCache();
    const uploads = path.join(process.env.HOPPER_DATA_DIR, "tmp", "uploads");
    const seen: string[] = [];
    const allowed = concat(
      partHead("data"),
      '{"ok":true}\r\n',
      partHead("f", "a.jar"),
      "bytes\r\n",
      `--${BOUNDARY}--\r\n`,
    );
    const form = await readMultipart(multipartRequest(allowed), {
      fileLimit: 1e6,
      tooLarge,
      maxFiles: 2,
      onField: async (name, value) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(`${name}=${value}`);
      },
    });
    expect(seen).toEqual(['data={"ok":true}']);
    expect(form.files.map((file) => file.size)).toEqual([5]);
    await form.dispose();

    const { state, stream: file } = endless();
    const reader = file.getReader();
    let sentHead = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          controller.enqueue(concat(partHead("data"), '{"project":"not yours"}\r\n', partHead("big", "big.jar")));
          return;
        }
        controller.enqueue((await reader.read()).value!);
      },
    });
    await expect(
      readMultipart(multipartRequest(body), {
        fileLimit: 1024 * 1024,
        tooLarge,
        maxFiles: 2,
        onField: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new AppError("forbidden", "You may not upload here.");
        },
      }),
    ).rejects.toThrow("You may not upload here.");
    // The refusal came first although the file is endless and past the limit: nothing of it was stored.
    expect(readdirSync(uploads)).toEqual([]);
    expect(state.pulled).toBeLessThanOrEqual(DRAIN_BYTES + 32 * CHUNK);
  });
});

describe("spooled files at exit", () => {
  it("a process that exits before disposing of its spooled files removes them", async () => {
    const target = dir();
    const spool = path.resolve(import.meta.dirname, "../../src/storage/spool.ts");
    // A real process: spools two files, disposes of one, then exits (as the web process does on SIGTERM).
    const script = `
      const { spoolToTempFile } = await import(${JSON.stringify(spool)});
      const options = { limit: 1024, tooLarge: () => new Error("too large"), dir: ${JSON.stringify(target)} };
      const kept = await spoolToTempFile(new Uint8Array([1, 2, 3]), options);
      const done = await spoolToTempFile(new Uint8Array([4]), options);
      await done.dispose();
      console.log(kept.path);
      process.exit(0);`;
    const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      timeout: 60_000,
    });
    expect(stdout.trim().startsWith(target)).toBe(true);
    expect(readdirSync(target)).toEqual([]);
  });
});
