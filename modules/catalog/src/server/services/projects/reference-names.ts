import type { DbOrTx } from "@hopper/core/db";

/** Ids of things another module's rows point at (a notification's `body`). */
export interface ReferenceIds {
  projects?: readonly string[];
  versions?: readonly string[];
  organizations?: readonly string[];
  users?: readonly string[];
}

/** The current name of each id that still exists, by id: project and organization names, version numbers, usernames. */
export interface ReferenceNames {
  projects: Record<string, string>;
  versions: Record<string, string>;
  organizations: Record<string, string>;
  users: Record<string, string>;
}

type Kind = keyof ReferenceNames;

// Ids are 8 characters; anything longer (a hand-written body) names nothing and is not sent.
const ids = (list: readonly string[] | undefined) => [...new Set((list ?? []).filter((id) => id.length <= 8))];

/**
 * The names of the projects, versions, organizations and users a page of another module's rows refers to, in one
 * statement whatever the number of rows (a notification list names what each notification is about without a
 * query per row). Missing ids are left out, so the caller falls back to what it stored. No visibility check: the
 * caller shows a user only rows already about them (their own notifications), which named these when sent.
 */
export async function referenceNames(db: DbOrTx, wanted: ReferenceIds): Promise<ReferenceNames> {
  const names: ReferenceNames = { projects: {}, versions: {}, organizations: {}, users: {} };
  const projects = ids(wanted.projects);
  const versions = ids(wanted.versions);
  const organizations = ids(wanted.organizations);
  const users = ids(wanted.users);
  if (projects.length + versions.length + organizations.length + users.length === 0) return names;
  const rows = await db.$queryRaw<{ kind: Kind; id: string; name: string }[]>`
    SELECT 'projects' AS kind, id, name FROM projects WHERE id = ANY(${projects}::text[])
    UNION ALL
    SELECT 'versions', id, version_number FROM versions WHERE id = ANY(${versions}::text[])
    UNION ALL
    SELECT 'organizations', id, name FROM organizations WHERE id = ANY(${organizations}::text[])
    UNION ALL
    SELECT 'users', id, username FROM users WHERE id = ANY(${users}::text[])`;
  for (const row of rows) names[row.kind][row.id] = row.name;
  return names;
}
