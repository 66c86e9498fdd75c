import { Prisma } from "@hopper/core/db";
import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { postgresSearchEngine } from "../src/server/engines/postgres-engine";
import {
  densitySql,
  WALK_SETTINGS,
  walkedOrderedPageSql,
  walkedRankedPageSql,
} from "../src/server/engines/postgres-query";
import { prefixIsCommon } from "../src/server/engines/postgres-search";
import type { DensityRow } from "../src/server/engines/postgres-search";
import { parseSearchParams } from "../src/server/search-query";
import { searchDocument } from "./search-document";

const database = setupTestDatabase();
// Tiny thresholds, so a couple of dozen projects take the paths of a broad word on a large catalogue: walks of
// the sort indexes (exact count above 5) and, with a title-prefix probe of 2, the common-prefix walk.
const CAP = 4;
const THRESHOLD = 5;
const PREFIX_PROBE = 2;
let counted: ReturnType<typeof postgresSearchEngine>;
let walked: ReturnType<typeof postgresSearchEngine>;
let commonPrefix: ReturnType<typeof postgresSearchEngine>;

function doc(n: number, title: string, type: string) {
  const id = `WLK${String(n).padStart(5, "0")}`;
  // Few distinct values, so every sort has ties that the project id must break the same way on every path.
  return searchDocument(id, {
    hit: {
      slug: `wlk-${n}`,
      title,
      project_type: type,
      description: "A river mod",
      downloads: (n * 37) % 7,
      follows: (n * 3) % 5,
    },
    createdTimestamp: 1_700_000_000 + (n % 4) * 1000,
    modifiedTimestamp: 1_700_000_000 + (n % 3) * 1000,
    versions: [{ id: `${id}-v`, loaders: [n % 2 ? "fabric" : "forge"], gameVersions: ["1.21"] }],
  });
}

beforeAll(async () => {
  counted = postgresSearchEngine(database.db, { relevanceCandidates: CAP });
  walked = postgresSearchEngine(database.db, { relevanceCandidates: CAP, exactHits: THRESHOLD });
  commonPrefix = postgresSearchEngine(database.db, {
    relevanceCandidates: CAP,
    exactHits: THRESHOLD,
    prefixProbe: PREFIX_PROBE,
  });
  await counted.ensureSchema();
  const words = ["Boats", "Mills", "Fish", "Locks"];
  const docs = Array.from({ length: 24 }, (_, i) =>
    doc(i, `${i % 5 === 0 ? "Riverbank" : "River"} ${words[i % 4]} ${i}`, i % 3 ? "mod" : "modpack"),
  );
  docs.push(doc(90, "Lonely Lighthouse", "mod"), doc(91, "Quiet Harbour", "mod"));
  await counted.upsert(docs);
  // The density sample scales by the planner's row count, which a table gets from ANALYZE.
  await database.db.$executeRawUnsafe(`ANALYZE search_text`);
  await database.db.$executeRawUnsafe(`ANALYZE search_projects`);
});

const ids = (result: { hits: { project_id: string }[] }) => result.hits.map((hit) => hit.project_id);

/** Every page of a request, 3 at a time, joined. */
async function paged(engine: ReturnType<typeof postgresSearchEngine>, params: Record<string, string>) {
  const seen: string[] = [];
  for (let offset = 0; offset < 30; offset += 3) {
    seen.push(...ids(await engine.search(parseSearchParams({ ...params, offset: String(offset), limit: "3" }))));
  }
  return seen;
}

describe("sorts of text requests served by search_text", () => {
  // The order the project rows give (search_projects and its sort indexes served these sorts before).
  const orders: [string, string][] = [
    ["downloads", "downloads DESC, project_id"],
    ["follows", "follows DESC, project_id"],
    ["newest", "created_ts DESC, project_id"],
    ["updated", "modified_ts DESC, project_id"],
    ["alphabetical", "lower(title), project_id"],
  ];
  const facets: [string, Record<string, string>, string][] = [
    ["text", {}, ""],
    ["text and project type", { facets: '[["project_type:mod"]]' }, "AND project_type = 'mod'"],
  ];
  for (const [index, order] of orders) {
    for (const [label, extra, condition] of facets) {
      it(`returns the project rows' order, counted, walked and paged (${index}, ${label})`, async () => {
        const expected = (
          await database.db.$queryRawUnsafe<{ project_id: string }[]>(
            `SELECT project_id FROM search_projects WHERE tsv @@ to_tsquery('simple', 'river:*') ${condition}
             ORDER BY ${order}`,
          )
        ).map((row) => row.project_id);
        expect(expected.length).toBeGreaterThan(THRESHOLD);
        const params = { query: "river", index, ...extra };
        expect(ids(await counted.search(parseSearchParams({ ...params, limit: "100" })))).toEqual(expected);
        expect(ids(await walked.search(parseSearchParams({ ...params, limit: "100" })))).toEqual(expected);
        expect(await paged(walked, params)).toEqual(expected);
      });
    }
  }

  it.each(orders.map(([index]) => index))("walks %s index-only on search_text", async (index) => {
    const sql = walkedOrderedPageSql(
      parseSearchParams({ query: "river", index, facets: '[["project_type:mod"]]', offset: "5" }),
      "fulltext",
    );
    const plan = await explain(sql);
    const name = { newest: "created", updated: "modified", alphabetical: "title" }[index] ?? index;
    expect(plan).toContain(`Index Only Scan using search_text_walk_${name} on search_text`);
    expect(plan).not.toMatch(/Seq Scan|Index Scan|Bitmap|Sort/);
  });
});

/** The plan of a walk, under the planner settings the engine runs walks with. */
async function explain(sql: Prisma.Sql): Promise<string> {
  const [, rows] = await database.db.$transaction([
    database.db.$queryRaw(WALK_SETTINGS),
    database.db.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`),
  ]);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("relevance when the density sample shows a common title prefix", () => {
  it("counts the sampled titles starting with the text (ranked requests, three letters or more)", async () => {
    const density = async (params: Record<string, string>) => {
      const request = parseSearchParams(params);
      const [row] = await database.db.$queryRaw<DensityRow[]>(densitySql(request, "fulltext"));
      return row!;
    };
    // So small a table is sampled whole: the count is exact.
    const river = await density({ query: "river" });
    expect(Number(river.prefix_hits)).toBe(24);
    expect(Number((await density({ query: "riverb" })).prefix_hits)).toBe(5);
    expect(Number((await density({ query: "ri" })).prefix_hits)).toBe(0);
    expect(Number((await density({ query: "river", index: "follows" })).prefix_hits)).toBe(0);
    // The loader facet reads search_projects: the titles are counted there.
    expect(Number((await density({ query: "river", facets: '[["categories:fabric"]]' })).prefix_hits)).toBe(24);
    // Every summary says "river"; 13 projects have a Fabric version (Quiet Harbour among them).
    expect(Number((await density({ query: "river", facets: '[["categories:fabric"]]' })).hits)).toBe(13);
    expect(prefixIsCommon(river, PREFIX_PROBE)).toBe(true);
    expect(prefixIsCommon(river, 20_000)).toBe(false);
  });

  it("walks the prefix by popularity with no title probe", () => {
    const request = parseSearchParams({ query: "river" });
    expect(walkedRankedPageSql(request, "fulltext", CAP, { common: true, probe: PREFIX_PROBE }).sql).not.toMatch(
      /\bpre\b/,
    );
    expect(walkedRankedPageSql(request, "fulltext", CAP, { common: false, probe: PREFIX_PROBE }).sql).toMatch(
      /\bpre AS MATERIALIZED/,
    );
  });

  it("reads the popularity walks of the candidates and the rest index-only", async () => {
    const sql = walkedRankedPageSql(parseSearchParams({ query: "river", offset: "8" }), "fulltext", CAP, {
      common: true,
      probe: PREFIX_PROBE,
    });
    const plan = await explain(sql);
    // The most popular matches and the matches past the candidates; the prefix walk also reads each title.
    expect(plan.match(/Index Only Scan using search_text_walk_popularity on search_text/g)?.length).toBe(2);
    expect(plan).not.toMatch(/Seq Scan|Bitmap/);
  });

  const requests: [string, Record<string, string>][] = [
    ["a word", { query: "river" }],
    ["a word with the project type", { query: "river", facets: '[["project_type:modpack"]]' }],
    ["a longer title prefix", { query: "riverb" }],
    ["two words", { query: "river fish" }],
    ["a loader facet (search_projects)", { query: "river", facets: '[["categories:fabric"]]' }],
  ];
  it.each(requests)("ranks the same pages as the probe and the counted path (%s)", async (_name, params) => {
    const all = ids(await counted.search(parseSearchParams({ ...params, limit: "100" })));
    expect(all.length).toBeGreaterThan(0);
    expect(ids(await walked.search(parseSearchParams({ ...params, limit: "100" })))).toEqual(all);
    expect(ids(await commonPrefix.search(parseSearchParams({ ...params, limit: "100" })))).toEqual(all);
    expect(await paged(commonPrefix, params)).toEqual(all);
  });
});

describe("a text vector too large for an index entry", () => {
  it("is indexed with its title, slug and author only, and found by its title", async () => {
    // 900 distinct one-letter words of three bytes each: about 10 KB of vector that compression cannot shrink
    // below a B-tree entry's 2,704 bytes (a long summary of CJK characters, say).
    const letters = Array.from({ length: 900 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000)));
    const big = searchDocument("WLKHUGE01", {
      hit: { slug: "glossary-of-everything", title: "Glossary Of Everything", description: letters.join(" ") },
    });
    await counted.upsert([big]);
    const [row] = await database.db.$queryRawUnsafe<{ size: number; words: string[] }[]>(
      `SELECT pg_column_size(tsv) AS size, tsvector_to_array(tsv) AS words FROM search_text
       WHERE project_id = 'WLKHUGE01'`,
    );
    expect(row!.size).toBeLessThanOrEqual(2000);
    expect(row!.words).toEqual(expect.arrayContaining(["glossary", "everything", "alex"]));
    expect(ids(await counted.search(parseSearchParams({ query: "glossary of everything" })))).toEqual(["WLKHUGE01"]);
    expect(ids(await walked.search(parseSearchParams({ query: "glossary", index: "follows" })))).toEqual(["WLKHUGE01"]);
  });
});
