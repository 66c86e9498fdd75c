import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { handleRestRequest } from "../../ui/src/server/rest-handler";
import { searchEngine } from "../src/server/engine";

const database = setupTestDatabase();
const get = (query: string, ip = "198.51.100.7") =>
  handleRestRequest(new Request(`http://localhost/v2/search${query}`, { headers: { "x-forwarded-for": ip } }));

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
      icon_url: "http://localhost/cdn/data/API00002/icon.png",
      gallery: ["http://localhost/cdn/data/API00002/gallery-0.png", "https://images.example/shot.png"],
      featured_gallery: "http://localhost/cdn/data/API00002/gallery-0.png",
    });
  });

  it.each([
    ["?facets=[[categories:fabric]]", /Invalid facets: not valid JSON/],
    ["?limit=101", /limit must be between 1 and 100/],
    ["?index=random", /index must be one of/],
    ['?facets=[["colour:red"]]', /unknown field "colour"/],
  ])("refuses %s with invalid_input", async (query, description) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("invalid_input");
    expect(body.description).toMatch(description);
  });

  it("answers 429 ratelimit_error past the limit, per client address", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 301; i++) last = await get("?limit=1", "203.0.113.99");
    expect(last!.status).toBe(429);
    expect((await last!.json()).error).toBe("ratelimit_error");
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
    expect((await get("?limit=1", "203.0.113.100")).status).toBe(200);
  });
});
