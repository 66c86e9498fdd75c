import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { dependentsSql } from "../src/server/services/projects/project-dependents";

// "Used by" on a large catalogue must be an index lookup, not a scan of the dependencies (issue 15). A
// catalogue the size of a busy site's — 20,000 projects, 100,000 versions, 300,000 dependencies, a library
// used by about a third of the projects — made in SQL, analyzed, then the plan of the real statement.
// docs/catalog.md ("Used by") quotes the plan this prints.

const database = setupTestDatabase();

const PROJECTS = 20_000;

async function largeCatalogue() {
  const sql = (text: string) => database.db.$executeRawUnsafe(text);
  await database.db.user.create({ data: { id: "BENCHUSR", username: "bench-user", usernameKey: "bench-user" } });
  await sql(`INSERT INTO teams (id) SELECT 'T' || lpad(to_hex(g), 7, '0') FROM generate_series(1, ${PROJECTS}) g`);
  await sql(`INSERT INTO projects (id, slug, slug_key, project_type, name, summary, team_id, status, downloads)
    SELECT 'P' || lpad(to_hex(g), 7, '0'), 'bench-' || g, 'bench-' || g, 'mod', 'Bench ' || g, 'A bench project',
      'T' || lpad(to_hex(g), 7, '0'), CASE WHEN g % 50 = 0 THEN 'private' ELSE 'approved' END, g % 997
    FROM generate_series(1, ${PROJECTS}) g`);
  // Five versions a project, one in ten of them a draft.
  await sql(`INSERT INTO versions (id, project_id, author_id, name, version_number, status)
    SELECT 'V' || lpad(to_hex(g), 7, '0'), 'P' || lpad(to_hex((g - 1) / 5 + 1), 7, '0'), 'BENCHUSR', 'v', '1.' || g,
      CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'listed' END
    FROM generate_series(1, ${PROJECTS * 5}) g`);
  // Each version depends on three projects among the first 200 (the libraries), mostly by project, one in
  // five by a version of it; project 1 (the popular library) is one of them for a third of the versions.
  await sql(`INSERT INTO dependencies (id, version_id, dependency_type, project_id, dependency_version_id)
    SELECT 'D' || lpad(to_hex(g), 7, '0'), 'V' || lpad(to_hex((g - 1) / 3 + 1), 7, '0'),
      CASE WHEN g % 4 = 0 THEN 'optional' WHEN g % 7 = 0 THEN 'embedded' ELSE 'required' END,
      CASE WHEN g % 5 = 0 THEN NULL ELSE 'P' || lpad(to_hex(lib), 7, '0') END,
      CASE WHEN g % 5 = 0 THEN 'V' || lpad(to_hex((lib - 1) * 5 + 1), 7, '0') ELSE NULL END
    FROM (SELECT g, CASE WHEN g % 9 = 0 THEN 1 ELSE g % 199 + 2 END AS lib
          FROM generate_series(1, ${PROJECTS * 15}) g) s
    WHERE (g - 1) / 3 + 1 <= ${PROJECTS * 5}`);
  await sql(`ANALYZE users, teams, projects, versions, dependencies`);
}

async function plan(projectId: string) {
  const statement = dependentsSql(projectId, null, 10, 0);
  const rows = await database.db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${statement.text}`,
    ...statement.values,
  );
  const [answer] = await database.db.$queryRawUnsafe<{ total: number }[]>(statement.text, ...statement.values);
  return { text: rows.map((row) => row["QUERY PLAN"]).join("\n"), total: answer!.total };
}

describe("the dependents query on a large catalogue", () => {
  it("finds the dependencies through their indexes, never a scan of the dependencies table", async () => {
    await largeCatalogue();
    // A typical library (about 1,300 dependencies) and the popular one (about 33,000).
    for (const library of ["P0000002", "P0000001"]) {
      const { text, total } = await plan(library);
      console.log(`EXPLAIN ANALYZE, dependents of ${library} (${total} dependent projects):\n${text}`);
      expect(text).toMatch(/Index Scan on dependencies_project_id_idx|Index Scan using dependencies_project_id_idx/);
      expect(text).toMatch(/dependencies_dependency_version_id_idx/);
      expect(text).not.toMatch(/Seq Scan on dependencies/);
      expect(total).toBeGreaterThan(500);
    }
  }, 240_000);
});
