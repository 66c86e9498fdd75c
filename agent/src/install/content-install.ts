import { createHash } from "node:crypto";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { z } from "zod";
import type { AgentConfig } from "../config.js";
import { AgentError, badRequest } from "../errors.js";
import type { contentInstallSchema } from "../protocol.js";
import type { ManagedServer } from "../servers/server-manager.js";

type ContentRequest = z.infer<typeof contentInstallSchema>;

/** Folder each kind of content goes into, relative to the server root. */
export function contentFolder(req: Pick<ContentRequest, "kind" | "world">): string {
  if (req.kind === "mod") return "mods";
  if (req.kind === "plugin") return "plugins";
  return `${req.world}/datapacks`;
}

/** Puts a mod, plugin or data pack from a URL into the right folder. Returns the path written. */
export async function installContent(
  config: AgentConfig,
  managed: ManagedServer,
  req: ContentRequest,
): Promise<string> {
  managed.server.assertNotBusy();
  const name = req.filename ?? fileNameFromUrl(req.url);
  const target = `${contentFolder(req)}/${name}`;
  const response = await fetchChecked(config, req.url);
  if (!response.ok || !response.body)
    throw new AgentError(502, "download_failed", `Download failed with HTTP ${response.status}`);
  const limit = config.files.contentDownloadLimitMiB * 1024 * 1024;
  const hash = createHash("sha512");
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _e, cb) {
      size += chunk.length;
      if (size > limit) return cb(new AgentError(413, "too_large", "Download is larger than allowed"));
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(check);
  await managed.files.write(target, body);
  if (req.sha512 && hash.digest("hex") !== req.sha512) {
    await managed.files.delete([target]);
    throw new AgentError(422, "checksum_mismatch", "Downloaded file does not match the expected SHA-512");
  }
  return target;
}

function fileNameFromUrl(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  const clean = last.replace(/[^A-Za-z0-9._+-]/g, "_");
  if (!clean || clean === "." || clean === "..")
    throw badRequest("Cannot derive a file name from the URL; pass filename");
  return clean;
}

/** Follows up to 3 redirects itself so every hop is checked against private addresses (SSRF). */
async function fetchChecked(config: AgentConfig, url: string): Promise<Response> {
  let current = url;
  for (let hop = 0; hop < 4; hop++) {
    await assertPublicHost(config, new URL(current));
    const response = await fetch(current, { redirect: "manual", signal: AbortSignal.timeout(10 * 60_000) });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).toString();
      continue;
    }
    return response;
  }
  throw badRequest("Too many redirects");
}

async function assertPublicHost(config: AgentConfig, url: URL): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw badRequest("Only http(s) URLs are allowed");
  if (config.files.allowPrivateContentUrls) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.some(isPrivateAddress)) throw badRequest("Downloads from private network addresses are not allowed");
}

export function isPrivateAddress(address: string): boolean {
  if (address.includes(":")) {
    const a = address.toLowerCase();
    return (
      a === "::1" ||
      a === "::" ||
      a.startsWith("fc") ||
      a.startsWith("fd") ||
      a.startsWith("fe80") ||
      a.startsWith("::ffff:")
    );
  }
  const [a = 0, b = 0] = address.split(".").map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}
