import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { fileUrl } from "@hopper/catalog/server";
import { publicUrl } from "@hopper/ui/server/public-url";

import { agentJson } from "../agent/agent-client";
import type { AgentNode } from "../agent/agent-client";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";
import { requireServerAccess } from "../servers/suspension-guard";
import { compatibility } from "./content-kinds";
import type { Compatibility, ContentKind } from "./content-kinds";
import { installFile, newestCompatibleVersions, pinnedVersion } from "./catalogue-versions";
import type { CatalogueVersion } from "./catalogue-versions";

// Installing catalogue content on a server (docs/hosting.md "Content"): the newest version that runs on the
// server's loader and game version, its required dependencies first (recursively; a project already installed is
// kept as it is), each downloaded by the agent from this site's public file address and checked against its
// sha512. A row records each installed project so it can be updated and removed.

/** At most this many projects in one install (a project and its dependency tree). */
export const MAX_INSTALL_PROJECTS = 25;

/** The agent takes file names of `[A-Za-z0-9._+-]{1,128}`; the catalogue's names may hold anything else. */
export function agentFilename(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._+-]/g, "_").replace(/^\.+/, "_");
  return safe.length > 128 ? safe.slice(safe.length - 128) : safe || "content.jar";
}

/** Tells the node to download one version's file; answers where it was put. */
export async function downloadToServer(
  node: AgentNode,
  agentId: string,
  version: CatalogueVersion,
  kind: ContentKind,
): Promise<string> {
  const file = installFile(version);
  if (!file) throw new AppError("conflict", `Version ${version.versionNumber} has no file to install.`);
  const answer = await agentJson<{ path: string }>(node, "POST", `/api/servers/${agentId}/content`, {
    json: {
      url: publicUrl(fileUrl(version.projectId, version.id, file.filename)),
      kind,
      filename: agentFilename(file.filename),
      sha512: file.sha512,
    },
    timeoutMs: 120_000,
  });
  return answer.path;
}

/** The versions to install for a project: its required dependencies (depth first), then itself. */
async function installPlan(
  db: DbOrTx,
  actor: Actor | null,
  root: CatalogueVersion,
  fit: Compatibility,
  installed: Set<string>,
): Promise<CatalogueVersion[]> {
  const plan: CatalogueVersion[] = [];
  const seen = new Set<string>([root.projectId]);
  const visit = async (version: CatalogueVersion) => {
    for (const dependency of version.dependencies) {
      if (dependency.dependencyType !== "required") continue;
      let next: CatalogueVersion | null = null;
      if (dependency.dependencyVersionId) next = await pinnedVersion(db, actor, dependency.dependencyVersionId, fit);
      if (!next && dependency.projectId) {
        next =
          (await newestCompatibleVersions(db, actor, [dependency.projectId], fit)).get(dependency.projectId) ?? null;
      }
      const projectId = next?.projectId ?? dependency.projectId;
      if (projectId && (installed.has(projectId) || seen.has(projectId))) continue;
      if (!next) {
        throw new AppError(
          "conflict",
          `A required dependency has no version for ${fit.loaders[0]} ${fit.gameVersion}, so this cannot be installed.`,
        );
      }
      seen.add(next.projectId);
      if (seen.size > MAX_INSTALL_PROJECTS) {
        throw new AppError("conflict", `This needs more than ${MAX_INSTALL_PROJECTS} projects; install it by hand.`);
      }
      await visit(next);
    }
    plan.push(version);
  };
  await visit(root);
  return plan;
}

/** Installs a catalogue project (and its required dependencies) on a server the actor manages. */
export async function installProject(db: DbOrTx, actor: Actor | null, serverId: string, projectId: string) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  const node = placedNode(server);
  if (server.status !== "ready") throw new AppError("conflict", "Content can be installed once the server is set up.");
  const fit = compatibility(server);
  const version = (await newestCompatibleVersions(db, actor, [projectId], fit)).get(projectId);
  if (!version) {
    throw new AppError("not_found", `This project has no version for ${fit.loaders[0]} ${fit.gameVersion}.`);
  }
  const rows = await db.hostingServerContent.findMany({ where: { serverId: server.id }, select: { projectId: true } });
  const installed = new Set(rows.map((row) => row.projectId));
  if (installed.has(projectId)) throw new AppError("conflict", "This project is already installed.");
  const plan = await installPlan(db, actor, version, fit, installed);
  const done: { projectId: string; versionId: string; path: string }[] = [];
  for (const step of plan) {
    const path = await downloadToServer(node, server.agentId, step, fit.kind);
    // Recorded one by one: a dependency installed before a later step failed is on the server and listed.
    await db.hostingServerContent.upsert({
      where: { serverId_projectId: { serverId: server.id, projectId: step.projectId } },
      create: { serverId: server.id, projectId: step.projectId, versionId: step.id, kind: fit.kind, path },
      update: { versionId: step.id, kind: fit.kind, path },
    });
    done.push({ projectId: step.projectId, versionId: step.id, path });
  }
  return { installed: done };
}

async function installedRow(db: DbOrTx, serverId: string, projectId: string) {
  const row = await db.hostingServerContent.findUnique({ where: { serverId_projectId: { serverId, projectId } } });
  if (!row) throw new AppError("not_found", "This project is not installed on the server.");
  return row;
}

/** Deletes a file on the node; one already gone is fine (the owner may have deleted it in the file manager). */
async function deleteOnNode(node: AgentNode, agentId: string, path: string) {
  try {
    await agentJson(node, "POST", `/api/servers/${agentId}/files/delete`, { json: { paths: [path] } });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "not_found")) throw error;
  }
}

/** Removes an installed project: its file on the node, then its row. */
export async function removeContent(db: DbOrTx, actor: Actor | null, serverId: string, projectId: string) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  const node = placedNode(server);
  const row = await installedRow(db, server.id, projectId);
  await deleteOnNode(node, server.agentId, row.path);
  await db.hostingServerContent.deleteMany({ where: { serverId: server.id, projectId } });
  return { removed: projectId };
}

/** Replaces an installed project by its newest compatible version (its dependencies are left as they are). */
export async function updateContent(db: DbOrTx, actor: Actor | null, serverId: string, projectId: string, now: Date) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  const node = placedNode(server);
  const row = await installedRow(db, server.id, projectId);
  const fit = compatibility(server);
  const newest = (await newestCompatibleVersions(db, actor, [projectId], fit)).get(projectId);
  if (!newest || newest.id === row.versionId) throw new AppError("conflict", "This project is up to date.");
  const path = await downloadToServer(node, server.agentId, newest, fit.kind);
  if (path !== row.path) await deleteOnNode(node, server.agentId, row.path);
  await db.hostingServerContent.update({
    where: { serverId_projectId: { serverId: server.id, projectId } },
    data: { versionId: newest.id, path, installedAt: now },
  });
  return { projectId, versionId: newest.id, path };
}
