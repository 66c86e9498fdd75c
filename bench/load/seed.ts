// The load run's data, written straight into PostgreSQL before the load starts: bench/api's synthetic
// catalogue (N projects, 4 versions and a file each, 5,000 authors) and bench/search's search rows, then
// what the mix needs on top — one password for every author (sign-in), a token for each client's own mod
// project (uploads, follows), three fixed followers of those projects (so every published version has a
// known number of notifications to deliver: the job chain's observable effect), and no other follows (so
// projects.followers can be compared with the follow rows afterwards).
import { createPersonalAccessToken } from "../../modules/core/src/auth/tokens";
import { hashPassword } from "../../modules/core/src/auth/passwords";
import { createDb } from "../../modules/core/src/db/client";
import { postgresSearchEngine } from "../../modules/search/src/server/engines/postgres-engine";
import { generateCatalog } from "../api/generate-catalog";
import { generateSearchRows } from "../search/generate";

export const PASSWORD = "load-bench-password";
/** Users U0004990… follow every client's project; nobody else follows anything at the start. */
export const SEEDED_FOLLOWERS = 3;
const AUTHORS = 5000;

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(7, "0")}`;

export interface Client {
  /** The user's personal access token (uploads, follows). */
  token: string;
  userId: string;
  /** The client's own mod project (P…): it uploads versions to it. */
  projectId: string;
}

export interface Seed {
  projects: number;
  clients: Client[];
  /** Project numbers whose type is mod (their pages are /mod/bench-project-N). */
  modProjects: number[];
  /** Projects nobody's upload goes to: the follow churn stays off the upload projects' follower counts. */
  followTargets: string[];
  /** sha1 of seeded files, for the hash lookups. */
  hashes: string[];
  /** Sign-in names (author0…author4999), all with PASSWORD. */
  accounts: string[];
}

/** Is project number i a mod (bench/api/generate-catalog.ts: types by i % 8, mod for 0, 1 and 2)? */
const isMod = (i: number) => i % 8 <= 2;

export async function seedLoadData(databaseUrl: string, projects: number, clients: number): Promise<Seed> {
  const modProjects = Array.from({ length: projects }, (_, k) => k + 1).filter(isMod);
  if (modProjects.length < clients || projects >= AUTHORS - SEEDED_FOLLOWERS - 10) {
    throw new Error(`${projects} projects are too few or too many for ${clients} clients`);
  }
  const db = createDb(databaseUrl, 4);
  try {
    await generateCatalog(db, projects);
    await postgresSearchEngine(db).ensureSchema();
    await generateSearchRows(db, projects);
    const hash = await hashPassword(PASSWORD);
    await db.$executeRaw`UPDATE users SET password_hash = ${hash}, email = username || '@load.test',
      email_key = username || '@load.test', email_verified = now()`;
    await db.$executeRawUnsafe("UPDATE projects SET followers = 0");
    const owned = modProjects.slice(0, clients);
    const made: Client[] = [];
    for (const n of owned) {
      // Project P(n) is owned by author U(n) (generate-catalog: team n's owner is user n % 5000).
      const userId = id("U", n);
      const { token } = await createPersonalAccessToken(db, {
        userId,
        name: "load bench",
        scopes: ["PROJECT_READ", "VERSION_READ", "VERSION_CREATE", "USER_READ", "USER_WRITE"],
      });
      made.push({ token, userId, projectId: id("P", n) });
    }
    const followers = Array.from({ length: SEEDED_FOLLOWERS }, (_, k) => id("U", AUTHORS - 10 + k));
    for (const userId of followers) {
      await db.$executeRawUnsafe(
        `INSERT INTO project_follows (user_id, project_id) SELECT $1, unnest($2::text[])`,
        userId,
        made.map((c) => c.projectId),
      );
    }
    await db.$executeRawUnsafe(
      `UPDATE projects SET followers = ${SEEDED_FOLLOWERS} WHERE id = ANY($1::text[])`,
      made.map((c) => c.projectId),
    );
    const ownedSet = new Set(owned);
    const followTargets = Array.from({ length: projects }, (_, k) => k + 1)
      .filter((n) => !ownedSet.has(n))
      .map((n) => id("P", n));
    const hashes = (
      await db.$queryRawUnsafe<{ sha1: string }[]>("SELECT sha1 FROM version_files ORDER BY random() LIMIT 2000")
    ).map((row) => row.sha1);
    const accounts = Array.from({ length: AUTHORS - 10 }, (_, k) => `author${k}`);
    return { projects, clients: made, modProjects, followTargets, hashes, accounts };
  } finally {
    await db.$disconnect();
  }
}
