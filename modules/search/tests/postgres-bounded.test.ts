import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { postgresSearchEngine } from "../src/server/engines/postgres-engine";
import { densityEstimate, surelyAbove } from "../src/server/engines/postgres-search";
import { parseSearchParams } from "../src/server/search-query";
import { searchDocument } from "./search-document";

const database = setupTestDatabase();
// A tiny exact-count threshold, so a handful of projects takes the path of a broad query on a large catalogue
// (walks of the sort indexes, an estimated total) and can be compared with the counted path.
const THRESHOLD = 5;
let bounded: ReturnType<typeof postgresSearchEngine>;
let counted: ReturnType<typeof postgresSearchEngine>;

function doc(n: number, title: string, downloads: number, follows: number, loader: string) {
  const id = `BND${String(n).padStart(5, "0")}`;
  return searchDocument(id, {
    hit: { slug: `bnd-${n}`, title, description: "A river mod", downloads, follows },
    createdTimestamp: 1_700_000_000 + ((n * 7) % 13) * 1000,
    modifiedTimestamp: 1_700_000_000 + ((n * 5) % 11) * 1000,
    versions: [{ id: `${id}-v`, loaders: [loader], gameVersions: ["1.21"] }],
  });
}

beforeAll(async () => {
  bounded = postgresSearchEngine(database.db, { relevanceCandidates: 4, exactHits: THRESHOLD });
  counted = postgresSearchEngine(database.db, { relevanceCandidates: 4 });
  await bounded.ensureSchema();
  const docs = Array.from({ length: 14 }, (_, i) =>
    doc(i, `River ${["Boats", "Mills", "Fish"][i % 3]} ${i}`, 1000 - i * 10, (i * 37) % 11, i % 2 ? "fabric" : "forge"),
  );
  docs.push(doc(99, "River Delta", 1, 0, "fabric"));
  docs.push(doc(98, "Lonely Lighthouse", 5, 0, "forge"));
  await bounded.upsert(docs);
});

const ids = (result: { hits: { project_id: string }[] }) => result.hits.map((hit) => hit.project_id);

describe("PostgreSQL search bounded by the page asked for", () => {
  it("counts total_hits exactly up to the threshold and estimates at least the threshold beyond it", async () => {
    expect((await bounded.search(parseSearchParams({ query: "lighthouse" }))).total_hits).toBe(1);
    expect((await bounded.search(parseSearchParams({ query: "fish" }))).total_hits).toBe(4);
    const broad = await bounded.search(parseSearchParams({ query: "river" }));
    expect(broad.total_hits).toBeGreaterThanOrEqual(THRESHOLD);
    // An estimate, not a count: from the probe's blocks (the threshold itself on one heap page) or, once the
    // table has statistics, from a block sample (the whole of so small a table, so then exact).
    expect(broad.total_hits).toBeLessThanOrEqual(16);
    expect((await counted.search(parseSearchParams({ query: "river" }))).total_hits).toBe(16);
  });

  const requests: [string, Record<string, string>][] = [
    ["ranked relevance", { query: "river" }],
    ["relevance with a title prefix", { query: "river del" }],
    ["downloads", { query: "river", index: "downloads" }],
    ["follows", { query: "river", index: "follows" }],
    ["newest", { query: "river", index: "newest" }],
    ["updated", { query: "river", index: "updated" }],
    ["alphabetical", { query: "river", index: "alphabetical" }],
    ["a loader facet", { query: "river", facets: '[["categories:fabric"]]' }],
    ["no query", {}],
    ["facets only", { facets: '[["categories:forge"],["versions:1.21"]]', index: "follows" }],
  ];
  it.each(requests)("walks the same pages as the counted path, deep ones too (%s)", async (_name, params) => {
    const all = ids(await counted.search(parseSearchParams({ ...params, limit: "100" })));
    expect(ids(await bounded.search(parseSearchParams({ ...params, limit: "100" })))).toEqual(all);
    const seen: string[] = [];
    for (let offset = 0; offset < all.length + 3; offset += 3) {
      seen.push(...ids(await bounded.search(parseSearchParams({ ...params, offset: String(offset), limit: "3" }))));
    }
    expect(seen).toEqual(all);
  });

  it("ranks the title match first on the walked path too", async () => {
    expect(ids(await bounded.search(parseSearchParams({ query: "river delta", limit: "3" })))[0]).toBe("BND00099");
  });

  it("finds typos among the nearest titles", async () => {
    const typo = await bounded.search(parseSearchParams({ query: "lonley lighthuose" }));
    expect(ids(typo)[0]).toBe("BND00098");
    expect(typo.total_hits).toBeGreaterThanOrEqual(1);
  });
});

describe("the density sample's decision", () => {
  it("skips the exact count only when the sample is beyond doubt above the threshold", () => {
    // 13.75 % of 100,000 rows: 13,750 estimated, and even 3 standard deviations fewer hits give 11,200.
    expect(surelyAbove({ hits: 275n, sampled: 2000n, rows: 100_000n }, 10_000)).toBe(true);
    // 10,000 estimated: as likely below the threshold as above, so the probe counts.
    expect(surelyAbove({ hits: 200n, sampled: 2000n, rows: 100_000n }, 10_000)).toBe(false);
    expect(surelyAbove({ hits: 0n, sampled: 0n, rows: 0n }, 10_000)).toBe(false);
    expect(densityEstimate({ hits: 40n, sampled: 2000n, rows: 1_000_000n })).toBe(20_000);
  });
});
