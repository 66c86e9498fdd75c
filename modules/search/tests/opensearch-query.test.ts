import { describe, expect, it } from "vitest";

import { indexDefinition, searchBody } from "../src/server/engines/opensearch-query";
import { parseSearchParams } from "../src/server/search-query";

/**
 * The query for a search without words whose facet groups (each a list of alternatives, any of which may match)
 * must all hold on the same nested version entry.
 */
function onOneVersion(groups: object[][]) {
  return {
    bool: {
      must: [{ match_all: {} }],
      filter: [
        {
          nested: {
            path: "versions",
            query: { bool: { filter: groups.map((should) => ({ bool: { should, minimum_should_match: 1 } })) } },
          },
        },
      ],
    },
  };
}

describe("OpenSearch query bodies", () => {
  it("puts every facet into one nested query, so loader and game version must match the same version", () => {
    const body = searchBody(
      parseSearchParams({
        facets: '[["categories:neoforge"],["versions:1.20.1","versions:1.20.2"],["downloads>=100"]]',
      }),
    );
    expect(body.query).toEqual(
      onOneVersion([
        [{ term: { "versions.categories": "neoforge" } }],
        [{ term: { "versions.game_versions": "1.20.1" } }, { term: { "versions.game_versions": "1.20.2" } }],
        [{ range: { "versions.downloads": { gte: 100 } } }],
      ]),
    );
  });

  it("negates with must_not and keeps a true offset and the limit", () => {
    const body = searchBody(parseSearchParams({ facets: '[["project_type!=modpack"]]', offset: "250", limit: "20" }));
    expect(JSON.stringify(body.query)).toContain(
      '{"bool":{"must_not":[{"term":{"versions.project_type":"modpack"}}]}}',
    );
    expect(body).toMatchObject({ from: 250, size: 20, track_total_hits: true });
  });

  it.each([
    ["title:Iris Shaders", { term: { "versions.title": "iris shaders" } }],
    ["title!=Sodium", { bool: { must_not: [{ term: { "versions.title": "sodium" } }] } }],
    ["author=JellySquid", { term: { "versions.author": "jellysquid" } }],
    ["license:GPL-3.0-only", { term: { "versions.license": "gpl-3.0-only" } }],
    ["project_id:EXTRA001", { term: { "versions.project_id": "EXTRA001" } }],
    ["client_side=optional", { term: { "versions.client_side": "optional" } }],
    ["server_side!=unsupported", { bool: { must_not: [{ term: { "versions.server_side": "unsupported" } }] } }],
    ["downloads=900", { term: { "versions.downloads": 900 } }],
    ["downloads<500", { range: { "versions.downloads": { lt: 500 } } }],
    ["follows<=9", { range: { "versions.follows": { lte: 9 } } }],
    ["created_timestamp<1735776000", { range: { "versions.created_timestamp": { lt: 1735776000 } } }],
    ["created_timestamp=1735776000", { term: { "versions.created_timestamp": 1735776000 } }],
    ["modified_timestamp<=1751068800", { range: { "versions.modified_timestamp": { lte: 1751068800 } } }],
    ["modified_timestamp>=1751068800", { range: { "versions.modified_timestamp": { gte: 1751068800 } } }],
  ])("turns %s into its clause on the nested version entry", (facet, clause) => {
    const body = searchBody(parseSearchParams({ facets: JSON.stringify([[facet]]) }));
    expect(body.query).toEqual(onOneVersion([[clause]]));
  });

  it("indexes title, author and license facets lower-cased, so they match without case as on PostgreSQL", () => {
    const definition = indexDefinition() as {
      settings: { analysis: { normalizer: Record<string, { filter: string[] }> } };
      mappings: { properties: { versions: { properties: Record<string, { type: string; normalizer?: string }> } } };
    };
    const facets = definition.mappings.properties.versions.properties;
    for (const field of ["title", "author", "license"]) {
      expect(facets[field]).toEqual({ type: "keyword", normalizer: "facet" });
    }
    for (const field of ["project_id", "client_side", "server_side", "project_type", "categories"]) {
      expect(facets[field]).toEqual({ type: "keyword" });
    }
    expect(definition.settings.analysis.normalizer.facet!.filter).toEqual(["lowercase"]);
  });

  it("searches title, slug, author and summary with weights, prefixes and typo tolerance", () => {
    const body = searchBody(parseSearchParams({ query: "sodim" }));
    const fields = ["title^15", "slug^10", "author^3", "description"];
    expect(body.query).toMatchObject({
      bool: {
        must: [
          {
            bool: {
              should: [
                { multi_match: { query: "sodim", type: "bool_prefix", fields } },
                { multi_match: { query: "sodim", type: "best_fields", fields, fuzziness: "AUTO" } },
              ],
              minimum_should_match: 1,
            },
          },
        ],
      },
    });
  });

  it.each([
    ["relevance", [{ _score: "desc" }, { downloads: "desc" }, { project_id: "asc" }]],
    ["downloads", [{ downloads: "desc" }, { project_id: "asc" }]],
    ["follows", [{ follows: "desc" }, { project_id: "asc" }]],
    ["newest", [{ created_timestamp: "desc" }, { project_id: "asc" }]],
    ["updated", [{ modified_timestamp: "desc" }, { project_id: "asc" }]],
    ["alphabetical", [{ "title.sort": "asc" }, { project_id: "asc" }]],
  ])("sorts by %s with a stable tie-breaker", (index, sort) => {
    expect(searchBody(parseSearchParams({ index })).sort).toEqual(sort);
  });

  it("maps versions as nested keyword documents and refuses unknown fields", () => {
    const definition = indexDefinition() as {
      mappings: { dynamic: string; properties: Record<string, { type: string }> };
    };
    expect(definition.mappings.dynamic).toBe("strict");
    expect(definition.mappings.properties.versions!.type).toBe("nested");
    expect(definition.mappings.properties.title).toMatchObject({ type: "text", fields: { sort: { type: "keyword" } } });
  });
});
