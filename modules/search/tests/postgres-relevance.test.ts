import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { postgresSearchEngine } from "../src/server/engines/postgres-engine";
import { parseSearchParams } from "../src/server/search-query";
import { searchDocument } from "./search-document";

const database = setupTestDatabase();
// A small candidate cap so a handful of projects exercises the pages past the ranked candidates.
const CAP = 4;
let engine: ReturnType<typeof postgresSearchEngine>;

function doc(n: number, title: string, downloads: number) {
  const id = `REL${String(n).padStart(5, "0")}`;
  return searchDocument(id, {
    hit: { slug: `rel-${n}`, author: "relevance", title, description: "An ocean mod", versions: ["1.21"], downloads },
    versions: [{ id: `${id}-v`, loaders: ["fabric"], gameVersions: ["1.21"] }],
  });
}

beforeAll(async () => {
  engine = postgresSearchEngine(database.db, { relevanceCandidates: CAP });
  await engine.ensureSchema();
  const docs = Array.from({ length: 11 }, (_, i) => doc(i, `Ocean Things ${i}`, 1000 - i * 10));
  // Rarely downloaded, but its title is the query: it must still rank first.
  docs.push(doc(99, "Ocean Depths", 1));
  await engine.upsert(docs);
});

describe("PostgreSQL relevance with more matches than ranked candidates", () => {
  const page = async (offset: number, limit: number) =>
    engine.search(parseSearchParams({ query: "ocean depths", offset: String(offset), limit: String(limit) }));

  it("ranks a title match first although it is the least downloaded", async () => {
    const first = await engine.search(parseSearchParams({ query: "ocean dep", limit: "3" }));
    expect(first.hits[0]?.title).toBe("Ocean Depths");
  });

  it("walks every match exactly once across pages past the candidates, with the right total", async () => {
    const all = await engine.search(parseSearchParams({ query: "ocean", limit: "100" }));
    expect(all.total_hits).toBe(12);
    const seen: string[] = [];
    for (let offset = 0; offset < 14; offset += 3) {
      const result = await engine.search(parseSearchParams({ query: "ocean", offset: String(offset), limit: "3" }));
      expect(result.total_hits).toBe(12);
      seen.push(...result.hits.map((hit) => hit.project_id));
    }
    expect(seen).toEqual(all.hits.map((hit) => hit.project_id));
    expect(new Set(seen).size).toBe(12);
    // Past the candidates the order is by downloads.
    const tail = all.hits.slice(CAP + 1).map((hit) => hit.downloads);
    expect(tail).toEqual([...tail].sort((a, b) => b - a));
    expect((await page(0, 1)).hits[0]?.title).toBe("Ocean Depths");
  });

  it("falls back to typo tolerance only when the words find nothing", async () => {
    const typo = await engine.search(parseSearchParams({ query: "ocaen depths" }));
    expect(typo.hits[0]?.title).toBe("Ocean Depths");
    const words = await engine.search(parseSearchParams({ query: "things" }));
    expect(words.total_hits).toBe(11);
  });
});
