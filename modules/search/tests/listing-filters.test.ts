import { beforeAll, describe, expect, it } from "vitest";

import { environmentOf } from "../../catalog/src/tags/project-types";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { postgresSearchEngine } from "../src/server/engines/postgres-engine";
import { parseSearchParams } from "../src/server/search-query";
import { ENVIRONMENT_CHOICES } from "../src/ui/environment-filter";
import { listingFacets, readListingState } from "../src/ui/listing-state";
import { searchDocument } from "./search-document";

/**
 * The listing page's filters, from the URL to the engine's answer: what a visitor who picks an environment,
 * a license or an exclusion gets back from the real PostgreSQL engine.
 */
const database = setupTestDatabase();
const SIDES = ["required", "optional", "unsupported", "unknown"] as const;
const LICENSES = ["MIT", "Apache-2.0", "LicenseRef-All-Rights-Reserved"] as const;
const LOADER_NAMES = new Set(["fabric", "forge"]);

interface Fixture {
  id: string;
  clientSide: string;
  serverSide: string;
  license: string;
  category: string;
  loader: string;
  gameVersion: string;
}

const fixtures: Fixture[] = SIDES.flatMap((clientSide, c) =>
  SIDES.map((serverSide, s) => {
    const n = c * SIDES.length + s;
    return {
      id: `ENV${String(n).padStart(5, "0")}`,
      clientSide,
      serverSide,
      license: LICENSES[n % LICENSES.length]!,
      category: n % 2 ? "cursed" : "magic",
      loader: n % 4 < 2 ? "fabric" : "forge",
      gameVersion: ["1.21", "1.12.2", "1.7.10"][n % 3]!,
    };
  }),
);

function document(f: Fixture) {
  return searchDocument(f.id, {
    hit: {
      title: `Project ${f.id}`,
      description: "A fixture",
      categories: [f.category, f.loader],
      display_categories: [f.category, f.loader],
      versions: [f.gameVersion],
      latest_version: `${f.id}v`,
      license: f.license,
      client_side: f.clientSide,
      server_side: f.serverSide,
    },
    versions: [{ id: `${f.id}v`, loaders: [f.loader], gameVersions: [f.gameVersion] }],
  });
}

let engine: ReturnType<typeof postgresSearchEngine>;

/** The ids a listing URL's query string finds, as the page computes its facets. */
async function found(query: string): Promise<string[]> {
  const state = readListingState(Object.fromEntries(groupParams(new URLSearchParams(query))));
  const result = await engine.search(
    parseSearchParams({ facets: listingFacets("mod", state.filters, LOADER_NAMES), limit: "100" }),
  );
  return result.hits.map((hit) => hit.project_id).sort();
}

function groupParams(params: URLSearchParams): [string, string[]][] {
  return [...new Set(params.keys())].map((key) => [key, params.getAll(key)]);
}

const ids = (keep: (f: Fixture) => boolean) =>
  fixtures
    .filter(keep)
    .map((f) => f.id)
    .sort();

beforeAll(async () => {
  engine = postgresSearchEngine(database.db);
  await engine.ensureSchema();
  await engine.upsert(fixtures.map(document));
});

describe("listing filters against the engine", () => {
  it.each(ENVIRONMENT_CHOICES.map((choice) => choice.value))(
    "environment %s finds exactly the projects whose page shows that environment",
    async (value) => {
      const shown = value.replaceAll("-", " ");
      const expected = ids((f) => environmentOf(f.clientSide, f.serverSide) === shown);
      expect(expected.length).toBeGreaterThan(0);
      expect(await found(`f=environment:${value}`)).toEqual(expected);
    },
  );

  it("ORs chosen licenses and excludes one", async () => {
    expect(await found("f=license:MIT&f=license:Apache-2.0")).toEqual(
      ids((f) => f.license === "MIT" || f.license === "Apache-2.0"),
    );
    expect(await found("f=!license:LicenseRef-All-Rights-Reserved")).toEqual(
      ids((f) => f.license !== "LicenseRef-All-Rights-Reserved"),
    );
  });

  it("keeps category and loader exclusions working beside the new filters", async () => {
    expect(await found("f=!categories:cursed&f=!categories:fabric&f=environment:client-and-server")).toEqual(
      ids(
        (f) =>
          f.category !== "cursed" &&
          f.loader !== "fabric" &&
          environmentOf(f.clientSide, f.serverSide) === "client and server",
      ),
    );
  });

  it("finds projects for old releases", async () => {
    expect(await found("f=versions:1.12.2&f=versions:1.7.10")).toEqual(
      ids((f) => f.gameVersion === "1.12.2" || f.gameVersion === "1.7.10"),
    );
  });
});
