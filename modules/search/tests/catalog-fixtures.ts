// Catalogue rows for the search module's integration tests, written directly: the indexer reads them through
// the catalogue's own service. Also a worker for the index jobs and a poll for eventual results.
import { vi } from "vitest";

import catalogModule from "../../catalog/src/index";
import { newId } from "../../core/src/db/ids";
import type { Db } from "../../core/src/db/client";
import { startWorker } from "../../core/src/jobs";
import type { PgBoss } from "../../core/src/jobs";
import { createLogger } from "../../core/src/log";
import searchModule from "../src/index";

export interface FixtureVersion {
  loaders: string[];
  gameVersions: string[];
}

/** A mod with an owner (named `owner-<slug>`) and listed versions. */
export async function makeProject(
  db: Db,
  slug: string,
  options: { status?: string; versions?: FixtureVersion[]; id?: string; downloads?: number } = {},
) {
  const owner = await db.user.create({
    data: { id: newId(), username: `owner-${slug}`, usernameKey: `owner-${slug}` },
  });
  const team = await db.team.create({ data: { id: newId() } });
  await db.teamMember.create({
    data: { id: newId(), teamId: team.id, userId: owner.id, isOwner: true, accepted: true },
  });
  const project = await db.project.create({
    data: {
      id: options.id ?? newId(),
      slug,
      slugKey: slug,
      projectType: "mod",
      name: slug.replace(/-/g, " "),
      summary: `All about ${slug}`,
      teamId: team.id,
      status: options.status ?? "approved",
      downloads: options.downloads ?? 10,
    },
  });
  for (const [i, v] of (options.versions ?? []).entries()) {
    await db.version.create({
      data: {
        id: newId(),
        projectId: project.id,
        authorId: owner.id,
        name: `v${i}`,
        versionNumber: `1.${i}.0`,
        loaders: v.loaders,
        gameVersions: v.gameVersions,
      },
    });
  }
  return { project, owner, team };
}

/** Works the search module's index job (and the catalogue's rename fan-out) like the jobs process does. */
/** The worker for index tests; `log` receives its JSON log lines. */
export function startIndexWorker(db: Db, url: string, log: (line: string) => void = () => undefined): Promise<PgBoss> {
  return startWorker({
    connectionString: url,
    db,
    jobs: [...(searchModule.jobs ?? []), ...(catalogModule.jobs ?? [])].filter((job) =>
      ["search.index-projects", "catalog.owner-renamed"].includes(job.name),
    ),
    pollingIntervalSeconds: 0.5,
    logger: createLogger(log),
  });
}

/** Polls `check` (vi.waitFor) until it is true (the index is written by jobs, a moment after the change). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting until ${what}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** Index jobs not finished yet (queued, retrying or running). */
export async function pendingIndexJobs(db: Db): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'search.index-projects' AND state < 'completed'`,
  );
  return row?.n ?? 0;
}
