import { createPersonalAccessToken } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { Db, Role } from "@hopper/core/db";

import type { Actor } from "@hopper/core/auth";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";

// Real rows for the public API tests: users with tokens, projects with versions made by the upload service.

export const VERSION_SCOPES: ScopeName[] = [
  "PROJECT_READ",
  "VERSION_CREATE",
  "VERSION_READ",
  "VERSION_WRITE",
  "VERSION_DELETE",
];

/** A user of the role with a personal access token (the version scopes unless told). */
export async function userWithToken(db: Db, role: Role = "user", scopes: ScopeName[] = VERSION_SCOPES) {
  const actor = await makeUser(db, role);
  const { token } = await createPersonalAccessToken(db, { userId: actor.userId, name: "test token", scopes });
  return { actor: actor as Actor, token };
}

/** An accepted member of the team with exactly these permission bits. */
export async function addMember(db: Db, teamId: string, userId: string, permissions: bigint) {
  await db.teamMember.create({ data: { id: newId(), teamId, userId, permissions, accepted: true, role: "Helper" } });
}

export interface VersionSpec {
  number: string;
  loaders?: string[];
  gameVersions?: string[];
  versionType?: string;
  featured?: boolean;
  /** Which valid file to upload (fabric unless told). */
  file?: keyof typeof VALID_FILES;
  filename?: string;
  changelog?: string;
}

/** A mod with its versions (published oldest first, one millisecond apart so their order is certain). */
export async function modWithVersions(db: Db, owner: Actor | null, versions: VersionSpec[], status = "approved") {
  const project = await createProject(db, owner, {
    name: "Api mod",
    slug: uniqueSlug("api"),
    projectType: "mod",
    summary: "A mod for the API tests",
  });
  const created = [];
  for (const [index, spec] of versions.entries()) {
    const file = VALID_FILES[spec.file ?? "fabric"];
    const version = await createVersion(db, owner, project.id, {
      versionNumber: spec.number,
      loaders: spec.loaders ?? [...file.loaders],
      gameVersions: spec.gameVersions ?? ["1.20.1"],
      versionType: spec.versionType,
      featured: spec.featured,
      changelog: spec.changelog ?? `Changes in ${spec.number}`,
      files: [{ filename: spec.filename ?? `${project.slug}-${spec.number}.jar`, body: file.bytes() }],
    });
    await db.version.update({
      where: { id: version.id },
      data: { datePublished: new Date(Date.UTC(2024, 0, 1) + index * 60_000) },
    });
    created.push(version);
  }
  await db.project.update({ where: { id: project.id }, data: { status } });
  return { project: (await db.project.findUniqueOrThrow({ where: { id: project.id } }))!, versions: created };
}
