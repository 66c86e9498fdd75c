import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { loaders } from "@hopper/agent/protocol";
import type { Loader } from "@hopper/agent/protocol";
import { GAME_VERSIONS, canViewProject, findProject, newestListedVersion } from "@hopper/catalog/server";

import { problem, refusal } from "./buying-refusals";

// "Create a server with this pack" (docs/hosting.md "Buying a server"): the order of a server for a catalogue
// modpack installs the pack's newest listed version, on that version's loader and newest game version. The
// server is resolved here from the project id, never from the form's loader fields.

export interface OrderPack {
  projectId: string;
  name: string;
  href: string;
  versionId: string;
  versionNumber: string;
  loader: Loader;
  gameVersion: string;
}

/** Newest first: the catalogue's game version list is ordered that way. */
const GAME_ORDER = new Map(GAME_VERSIONS.map((tag, index) => [tag.version, index]));

/** A modded pack needs more memory than a plugin server: the plan preselected for it has at least this much. */
export const PACK_MEMORY_MIB = 4096;

/** The pack a server is ordered with: its newest listed version with an .mrpack file that our servers can run. */
export async function orderPack(db: DbOrTx, actor: Actor | null, projectId: string): Promise<OrderPack> {
  const project = projectId.length <= 64 ? await findProject(db, projectId) : null;
  if (!project || project.projectType !== "modpack" || !(await canViewProject(db, actor, project))) {
    throw refusal("not_found", problem("packNotFound"), "pack");
  }
  const version = await newestListedVersion(db, project.id);
  const file = version ? (version.files.find((candidate) => candidate.primary) ?? version.files[0]) : undefined;
  if (!version || !file?.filename.endsWith(".mrpack")) {
    throw refusal("not_found", problem("packHasNoVersion"), "pack");
  }
  const loader = loaders.find((known) => version.loaders.includes(known));
  const gameVersion = version.gameVersions
    .filter((tag) => GAME_ORDER.has(tag))
    .sort((a, b) => GAME_ORDER.get(a)! - GAME_ORDER.get(b)!)[0];
  if (!loader || !gameVersion) throw refusal("conflict", problem("packCannotRun"), "pack");
  return {
    projectId: project.id,
    name: project.name,
    href: `/${project.projectType}/${project.slug}`,
    versionId: version.id,
    versionNumber: version.versionNumber,
    loader,
    gameVersion,
  };
}

/** The plan preselected for a pack: the smallest in stock with enough memory, else the smallest with enough. */
export function planForPack<P extends { memoryMiB: number; stock: Record<string, number> }>(plans: P[]): P | null {
  const bySize = [...plans].sort((a, b) => a.memoryMiB - b.memoryMiB);
  const enough = bySize.filter((plan) => plan.memoryMiB >= PACK_MEMORY_MIB);
  const inStock = (plan: P) => Object.values(plan.stock).some((count) => count > 0);
  return enough.find(inStock) ?? enough[0] ?? bySize.at(-1) ?? null;
}
