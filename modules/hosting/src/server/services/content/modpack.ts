import { unzipSync } from "fflate";
import { z } from "zod";

import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { storage } from "@hopper/core/storage";
import { publicUrl } from "@hopper/ui/server/public-url";
import { versionInstallFile } from "@hopper/catalog/server";

import { agentFetch, agentJson } from "../agent/agent-client";
import type { AgentNode } from "../agent/agent-client";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";
import { requireServerAccess } from "../servers/suspension-guard";
import { compatibility } from "./content-kinds";
import { installFile, newestCompatibleVersions } from "./catalogue-versions";

// Installing a modpack (`.mrpack`, docs/hosting.md "Content") on a server: every file the pack lists for servers
// (env.server not "unsupported") is downloaded BY THE AGENT (its private-address guard, size limit and sha512
// check apply) into mods/ under a temporary name and moved to the pack's path; then `overrides/` and
// `server-overrides/` (the latter wins) are written through the agent's file API. Running it again rewrites the
// same files, so a retried install is harmless.

/** Limits on what a pack may ask for (the catalogue already refused zip bombs on upload). */
const MAX_PACK_FILES = 1000;
const MAX_OVERRIDE_BYTES = 256 * 1024 * 1024;

const packPath = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (path) => !path.startsWith("/") && !path.includes("\\") && !path.includes("\0") && !path.split("/").includes(".."),
    "unsafe path",
  );

const mrpackIndexSchema = z.object({
  files: z
    .array(
      z.object({
        path: packPath,
        hashes: z.object({ sha512: z.string().regex(/^[0-9a-f]{128}$/i) }),
        env: z.object({ server: z.string() }).partial().optional(),
        downloads: z.array(z.url()).min(1),
      }),
    )
    .max(MAX_PACK_FILES),
});

export type MrpackIndex = z.infer<typeof mrpackIndexSchema>;

/** The pack's index and its override files (server-overrides after overrides, so they win), by relative path. */
export function readMrpack(bytes: Uint8Array): { index: MrpackIndex; overrides: Map<string, Uint8Array> } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new AppError("invalid_input", "The modpack file is not a readable .mrpack archive.");
  }
  const rawIndex = entries["modrinth.index.json"];
  if (!rawIndex) throw new AppError("invalid_input", "The modpack has no modrinth.index.json.");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(rawIndex));
  } catch {
    throw new AppError("invalid_input", "The modpack's modrinth.index.json is not valid JSON.");
  }
  const parsed = mrpackIndexSchema.safeParse(json);
  if (!parsed.success) throw new AppError("invalid_input", "The modpack's file list is not valid.");
  const overrides = new Map<string, Uint8Array>();
  let total = 0;
  for (const prefix of ["overrides/", "server-overrides/"]) {
    for (const [name, data] of Object.entries(entries)) {
      if (!name.startsWith(prefix) || name.endsWith("/")) continue;
      const relative = name.slice(prefix.length);
      if (!packPath.safeParse(relative).success)
        throw new AppError("invalid_input", `Unsafe path in the modpack: ${name}`);
      total += data.length;
      if (total > MAX_OVERRIDE_BYTES) throw new AppError("invalid_input", "The modpack's overrides are too large.");
      overrides.set(relative, data);
    }
  }
  return { index: parsed.data, overrides };
}

async function deleteIfPresent(node: AgentNode, agentId: string, path: string) {
  try {
    await agentJson(node, "POST", `/api/servers/${agentId}/files/delete`, { json: { paths: [path] } });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "not_found")) throw error;
  }
}

/**
 * Where a pack's files may be downloaded from: this site's own catalogue files (`/data/…` at HOPPER_URL), or over
 * https from the hosts Modrinth allows in packs. A published pack is anyone's input, and a node (the local agent of
 * `hopper start` allows private addresses) must not be sent to fetch loopback or internal addresses for it.
 */
export const PACK_DOWNLOAD_HOSTS = ["cdn.modrinth.com", "github.com", "raw.githubusercontent.com", "gitlab.com"];

/** The first of a pack file's download addresses that is allowed; null when none is. */
export function packDownloadUrl(downloads: readonly string[]): string | null {
  const site = new URL(publicUrl("/"));
  for (const candidate of downloads) {
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      continue;
    }
    if (url.username || url.password) continue;
    if (url.origin === site.origin && url.pathname.startsWith("/data/")) return url.href;
    if (url.protocol === "https:" && PACK_DOWNLOAD_HOSTS.includes(url.hostname) && !url.port) return url.href;
  }
  return null;
}

/** Downloads one pack file on the node and moves it to its path. */
async function placePackFile(
  node: AgentNode,
  agentId: string,
  file: MrpackIndex["files"][number] & { url: string },
  n: number,
) {
  const temporary = `hopper-modpack-${n}.tmp`;
  const { path: downloaded } = await agentJson<{ path: string }>(node, "POST", `/api/servers/${agentId}/content`, {
    json: { url: file.url, kind: "mod", filename: temporary, sha512: file.hashes.sha512.toLowerCase() },
    timeoutMs: 120_000,
  });
  if (downloaded === file.path) return;
  const parent = file.path.split("/").slice(0, -1).join("/");
  if (parent) await agentJson(node, "POST", `/api/servers/${agentId}/files/mkdir`, { json: { path: parent } });
  await deleteIfPresent(node, agentId, file.path);
  await agentJson(node, "POST", `/api/servers/${agentId}/files/rename`, { json: { from: downloaded, to: file.path } });
}

/** Reads a catalogue version's primary file (the .mrpack) from storage. */
async function packBytes(db: DbOrTx, versionId: string): Promise<Uint8Array> {
  const file = await versionInstallFile(db, versionId);
  const object = file?.filename.endsWith(".mrpack") ? await storage().get(file.storageKey) : null;
  if (!object) throw new AppError("not_found", "The modpack's file was not found.");
  return new Uint8Array(await new Response(object.body).arrayBuffer());
}

/**
 * Installs the server's modpack (`modpackVersionId`) on its node. Called by provisioning after the install (no
 * actor: the server's purchase chose the pack) and by the content page's "Install a modpack".
 */
export async function installModpack(db: DbOrTx, serverId: string) {
  const server = await db.hostingServer.findUnique({ where: { id: serverId }, include: { node: true } });
  if (!server || server.status === "deleted") throw new AppError("not_found", "Server not found");
  if (!server.modpackVersionId) throw new AppError("conflict", "This server has no modpack to install.");
  const node = placedNode(server);
  const { index, overrides } = readMrpack(await packBytes(db, server.modpackVersionId));
  // every address checked before anything is downloaded, so a refused pack leaves the server as it was
  const files = index.files
    .filter((file) => file.env?.server !== "unsupported")
    .map((file) => {
      const url = packDownloadUrl(file.downloads);
      if (!url) {
        throw new AppError(
          "invalid_input",
          `The modpack downloads ${file.path.slice(0, 200)} from a host that is not allowed (this site's files or ${PACK_DOWNLOAD_HOSTS.join(", ")} over https).`,
        );
      }
      return { ...file, url };
    });
  let n = 0;
  for (const file of files) await placePackFile(node, server.agentId, file, n++);
  for (const [path, data] of overrides) {
    await agentFetch(node, "PUT", `/api/servers/${server.agentId}/files/write`, {
      query: { path },
      body: data,
      timeoutMs: 60_000,
    });
  }
  return { files: files.length, overrides: overrides.size };
}

/** "Install a modpack": the newest version of a catalogue modpack that runs on the server, then installModpack. */
export async function installModpackProject(db: DbOrTx, actor: Actor | null, serverId: string, projectId: string) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  placedNode(server);
  if (server.status !== "ready")
    throw new AppError("conflict", "A modpack can be installed once the server is set up.");
  const fit = compatibility(server);
  const version = (await newestCompatibleVersions(db, actor, [projectId], fit)).get(projectId);
  const file = version ? installFile(version) : null;
  if (!version || !file?.filename.endsWith(".mrpack")) {
    throw new AppError("not_found", `This modpack has no version for ${server.loader} ${server.gameVersion}.`);
  }
  await db.hostingServer.update({ where: { id: server.id }, data: { modpackVersionId: version.id } });
  return { versionId: version.id, ...(await installModpack(db, server.id)) };
}
