import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { searchEngine } from "../src/server/engine";

// GET /v2/search over real HTTP (the shared test server runs the same dispatcher as the web process).
const database = setupTestDatabase();
const api = setupRestServer();
const get = (query: string, ip = "198.51.100.7") => api.request(`/v2/search${query}`, { ip });
type ApiError = { error: string; description: string };

beforeAll(async () => {
  void database;
  const engine = await searchEngine();
  await engine.upsert([
    {
      hit: {
        project_id: "API00001",
        project_type: "mod",
        slug: "lithium",
        author: "jellysquid",
        title: "Lithium",
        description: "General-purpose optimization mod",
        categories: ["optimization"],
        display_categories: ["optimization"],
        versions: ["1.21"],
        downloads: 42,
        follows: 7,
        icon_url: null,
        date_created: "2025-01-01T00:00:00.000Z",
        date_modified: "2025-02-01T00:00:00.000Z",
        latest_version: "v1",
        license: "LGPL-3.0-only",
        client_side: "optional",
        server_side: "optional",
        gallery: [],
        featured_gallery: null,
        color: null,
      },
      openSource: true,
      createdTimestamp: 1735689600,
      modifiedTimestamp: 1738368000,
      versions: [{ id: "v1", loaders: ["fabric"], gameVersions: ["1.21"] }],
    },
    {
      hit: {
        project_id: "API00002",
        project_type: "resourcepack",
        slug: "faithful",
        author: "faithful-team",
        title: "Faithful",
        description: "The classic look at double resolution",
        categories: ["32x"],
        display_categories: ["32x"],
        versions: ["1.21"],
        downloads: 5,
        follows: 1,
        icon_url: "/cdn/data/API00002/icon.png",
        date_created: "2025-01-01T00:00:00.000Z",
        date_modified: "2025-02-01T00:00:00.000Z",
        latest_version: "v2",
        license: "MIT",
        client_side: "required",
        server_side: "unsupported",
        gallery: ["/cdn/data/API00002/gallery-0.png", "https://images.example/shot.png"],
        featured_gallery: "/cdn/data/API00002/gallery-0.png",
        color: null,
      },
      openSource: true,
      createdTimestamp: 1735689600,
      modifiedTimestamp: 1738368000,
      versions: [{ id: "v2", loaders: ["minecraft"], gameVersions: ["1.21"] }],
    },
  ]);
});

describe("GET /v2/search", () => {
  it("answers the reference API's envelope with rate-limit headers", async () => {
    const response = await get('?query=lith&facets=[["categories:fabric"],["versions:1.21"]]');
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).toBe("300");
    expect(Number(response.headers.get("x-ratelimit-remaining"))).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = await response.json();
    expect(body).toMatchObject({ offset: 0, limit: 10, total_hits: 1 });
    expect(body.hits[0]).toMatchObject({ project_id: "API00001", slug: "lithium", title: "Lithium", downloads: 42 });
  });

  it("answers image addresses as absolute URLs a launcher can load", async () => {
    const body = await (await get("?query=faithful")).json();
    expect(body.hits[0]).toMatchObject({
      icon_url: `${api.origin}/cdn/data/API00002/icon.png`,
      gallery: [`${api.origin}/cdn/data/API00002/gallery-0.png`, "https://images.example/shot.png"],
      featured_gallery: `${api.origin}/cdn/data/API00002/gallery-0.png`,
    });
  });

  // Text without letters or digits makes no full-text query; ranking it once failed in PostgreSQL with
  // "ORDER BY position 0 is not in select list" (a 500 to anyone).
  it.each(["!!!", "-", ".", "'", "++", "🎉", "%FF"])("answers an empty page for the text %s", async (text) => {
    const encoded = text === "%FF" ? text : encodeURIComponent(text);
    for (const index of ["relevance", "downloads"]) {
      const response = await get(`?query=${encoded}&index=${index}`, "198.51.100.31");
      expect(response.status, `${text} by ${index}`).toBe(200);
      expect(await response.json()).toMatchObject({ hits: [], total_hits: 0 });
    }
  });

  it.each([
    ["?facets=[[categories:fabric]]", /^Invalid facets: not valid JSON/],
    ['?facets={"categories":"fabric"}', /^Invalid facets: expected an array of arrays/],
    ["?limit=101", /limit must be between 1 and 100/],
    ["?limit=0", /limit must be between 1 and 100/],
    ["?index=random", /index must be one of/],
    ['?facets=[["colour:red"]]', /unknown field "colour"/],
    ['?facets=[["downloads>=lots"]]', /downloads needs a number/],
  ])("refuses %s with 400 invalid_input and a description", async (query, description) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-ratelimit-limit")).toBe("300");
    const body = (await response.json()) as ApiError;
    expect(Object.keys(body).sort()).toEqual(["description", "error"]);
    expect(body.error).toBe("invalid_input");
    expect(body.description).toMatch(description);
  });

  it("answers 429 ratelimit_error past the limit, per client address, with the rate-limit headers", async () => {
    // Windows are whole clock minutes: start the burst early in one, so it cannot straddle two (the count
    // starting again halfway made this test fail on a slow machine).
    const probe = await get("?limit=1", "203.0.113.98");
    await probe.arrayBuffer();
    const left = Number(probe.headers.get("x-ratelimit-reset"));
    if (left < 40) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
    let last: Response | undefined;
    for (let i = 0; i < 300; i++) {
      last = await get("?limit=1", "203.0.113.99");
      expect(last.status).toBe(200);
      await last.arrayBuffer();
    }
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
    const refused = await get("?limit=1", "203.0.113.99");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("300");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    const reset = Number(refused.headers.get("x-ratelimit-reset"));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as ApiError;
    expect(Object.keys(body).sort()).toEqual(["description", "error"]);
    expect(body.error).toBe("ratelimit_error");
    expect(body.description).toBe(
      `You are being rate-limited. Please wait ${reset * 1000} milliseconds. 0/300 remaining.`,
    );
    // Another client address has its own allowance.
    expect((await get("?limit=1", "203.0.113.100")).status).toBe(200);
  }, 120_000);
});
