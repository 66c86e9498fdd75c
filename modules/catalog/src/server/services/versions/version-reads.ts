import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { openableDependencyTargets } from "./dependency-targets";
import { versionAddress } from "./version-rules";

/**
 * Every version of a project with what its address is built from (versionAddress): the same for every viewer,
 * so a version's link does not depend on who looks.
 */
export function versionAddressRows(db: DbOrTx, projectId: string) {
  return db.version.findMany({
    where: { projectId },
    select: { id: true, versionNumber: true, datePublished: true },
  });
}

/**
 * The version a page address names (`/version/{address}`, as versionAddress builds it, or the id itself): its id
 * and its canonical address (percent-encoded, for links), or null. The version page and its edit page both
 * answer at that address.
 */
export async function versionAtAddress(
  db: DbOrTx,
  projectId: string,
  address: string,
): Promise<{ id: string; address: string } | null> {
  const all = await versionAddressRows(db, projectId);
  let wanted: string;
  try {
    wanted = decodeURIComponent(address);
  } catch {
    // A malformed escape names no version (decodeURIComponent throws on it).
    return null;
  }
  const match =
    all.find((version) => version.id === wanted) ??
    all.find((version) => versionAddress(version, all) === encodeURIComponent(wanted));
  return match ? { id: match.id, address: versionAddress(match, all) } : null;
}

/** One version of the project with its files (in order), its author and its dependencies, or null. */
export function findVersionDetail(db: DbOrTx, projectId: string, versionId: string) {
  return db.version.findFirst({
    where: { id: versionId, projectId },
    include: {
      files: { orderBy: { ordering: "asc" } },
      author: { select: { username: true } },
      dependencies: {
        include: {
          project: { select: { name: true, slug: true, projectType: true, loaders: true } },
          dependencyVersion: { select: { versionNumber: true } },
        },
        orderBy: { id: "asc" },
      },
    },
  });
}

/**
 * findVersionDetail as the actor may see it: a dependency on a project the actor cannot open is left out, and
 * one on a version the actor cannot open keeps its project but not the version (issue 13, item 2) — a public
 * version may require another project's draft, whose name and link are not the public's to see.
 */
export async function versionDetailFor(db: DbOrTx, actor: Actor | null, projectId: string, versionId: string) {
  const version = await findVersionDetail(db, projectId, versionId);
  if (!version) return null;
  const open = await openableDependencyTargets(db, actor, {
    projectIds: version.dependencies.flatMap((dependency) => (dependency.projectId ? [dependency.projectId] : [])),
    versionIds: version.dependencies.flatMap((dependency) =>
      dependency.dependencyVersionId ? [dependency.dependencyVersionId] : [],
    ),
  });
  const dependencies = version.dependencies.flatMap((dependency) => {
    if (dependency.projectId && !open.projects.has(dependency.projectId)) return [];
    if (!dependency.dependencyVersionId || open.versions.has(dependency.dependencyVersionId)) return [dependency];
    return dependency.projectId ? [{ ...dependency, dependencyVersionId: null, dependencyVersion: null }] : [];
  });
  return { ...version, dependencies };
}

/** A version's row by id, or null. */
export function findVersion(db: DbOrTx, versionId: string) {
  return db.version.findUnique({ where: { id: versionId } });
}

/** The project of each of these versions that exists, in one query (a version's address needs its project). */
export async function versionProjectIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.version.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, projectId: true },
  });
  return new Map(rows.map((row) => [row.id, row.projectId]));
}

/**
 * Versions by id with their files (in order) and dependencies, newest first, in one query: what the v2 version
 * body is built from. No visibility check: the caller passes ids the reader may already open.
 */
export function findVersionsWithFiles(db: DbOrTx, ids: readonly string[]) {
  return db.version.findMany({
    where: { id: { in: [...ids] } },
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
  });
}

/**
 * The id of a project's version named by id, else of the newest one with that version number (an id match wins
 * over a version number that happens to look like an id); only among `statuses` when given, or null.
 */
export async function findProjectVersionId(
  db: DbOrTx,
  projectId: string,
  wanted: string,
  statuses?: readonly string[],
): Promise<string | null> {
  const status = statuses ? { in: [...statuses] } : undefined;
  const found =
    (await db.version.findFirst({ where: { projectId, status, id: wanted }, select: { id: true } })) ??
    (await db.version.findFirst({
      where: { projectId, status, versionNumber: wanted },
      orderBy: [{ datePublished: "desc" }, { id: "asc" }],
      select: { id: true },
    }));
  return found?.id ?? null;
}
